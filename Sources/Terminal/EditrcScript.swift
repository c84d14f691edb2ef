import CLibedit

/// The lines of a libedit start-up file (`~/.editrc`), each checked before libedit sees it.
///
/// libedit's own reader (`el_source`) hands every line to `el_wparse` even when its tokenizer
/// reported an unterminated quote, and `el_wparse` then reads words that were never set: a
/// segmentation fault in about half of all starts. Here each line is split with libedit's
/// tokenizer first, and only a line it split cleanly becomes a command; every other line is a
/// problem, with its number, for a warning. Blank lines and `#` comments are skipped, as libedit
/// skips them.
struct EditrcScript: Equatable {
    /// A line libedit may parse: its number (from 1) and its words.
    struct Command: Equatable {
        let lineNumber: Int
        let words: [String]
    }

    /// A line left out, and why, in words.
    struct Problem: Equatable {
        let lineNumber: Int
        let reason: String
    }

    private(set) var commands: [Command] = []
    private(set) var problems: [Problem] = []

    init(_ contents: [UInt8]) {
        let tokenizer = tok_init(nil)
        defer { tok_end(tokenizer) }
        for (index, line) in contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            switch Self.check(Array(line), tokenizer: tokenizer) {
            case .skip: break
            case .command(let words): commands.append(Command(lineNumber: lineNumber, words: words))
            case .problem(let reason): problems.append(Problem(lineNumber: lineNumber, reason: reason))
            }
        }
    }

    private enum Verdict {
        case skip
        case command([String])
        case problem(String)
    }

    private static func check(_ line: [UInt8], tokenizer: OpaquePointer?) -> Verdict {
        if line.contains(0) { return .problem("it contains a NUL byte") }
        guard let text = String(validating: line, as: UTF8.self) else { return .problem("it is not valid UTF-8") }
        let start = text.drop(while: \.isWhitespace)
        if start.isEmpty || start.hasPrefix("#") { return .skip }
        tok_reset(tokenizer)
        var count: Int32 = 0
        var words: UnsafeMutablePointer<UnsafePointer<CChar>?>?
        switch tok_str(tokenizer, text, &count, &words) {
        case 0:
            guard count > 0, let words else { return .skip }
            return .command((0..<Int(count)).map { String(cString: words[$0]!) })
        case 1: return .problem("a single quote (') is not closed")
        case 2: return .problem("a double quote (\") is not closed")
        default: return .problem("libedit's tokenizer could not split it")
        }
    }
}
