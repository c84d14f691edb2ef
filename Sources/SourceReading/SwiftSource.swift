/// A Swift file cut into its declarations, enough to show the piece of code behind a name: each
/// type with its members, each member with the doc comment and attributes above it. It reads
/// code the way the compiler sees its structure (strings, interpolations and comments do not
/// count as braces) and the way swift-format lays it out (a declaration's continuation lines
/// are indented deeper than its first line).
struct SwiftSource: Sendable {
    /// One declaration: a type, an extension, or a member.
    struct Declaration: Sendable {
        /// `class`, `struct`, `enum`, `protocol`, `extension`, `actor`, `func`, `init`, `var`,
        /// `let`, `case`, `typealias`, `subscript`, `deinit`.
        let keyword: String
        /// `CartCoordinator`, `start`, `init`; an extension's extended type.
        let name: String
        /// Its lines in the file, its doc comment and attributes included.
        let lines: Range<Int>
        /// The line its declaration proper starts on (after the doc comment and attributes).
        let firstCodeLine: Int
        /// For a type: the lines before its body (doc, attributes, the declaration line up to
        /// the opening brace), and its members.
        let headerEnd: Int
        let members: [Declaration]
        /// For a type: what follows its name after the colon (`NavigationCoordinator`,
        /// `NeedsDependency`), without generic arguments.
        let inherited: [String]
        /// The modifiers before the keyword (`private`, `override`, `static`).
        let modifiers: [String]

        var isType: Bool { SwiftSource.typeKeywords.contains(keyword) }
    }

    let path: String
    /// The file's lines as written.
    let lines: [Substring]
    /// The same lines with every comment and string literal blanked out: what structure is read
    /// from.
    let code: [String]
    /// Each line's bracket depth as it starts (`{`, `(` and `[` in `code`), and one more entry
    /// for the end of the file.
    let depth: [Int]
    let declarations: [Declaration]
    /// The lines `code` leaves out as the playground's own (`TraceCode`), by index; set once the
    /// whole source is read, since a helper may be used from another file.
    var leftOut: Set<Int> = []
    /// Whether the file is the coordinator library's, not the app's.
    var isLibrary = false

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    private static let memberKeywords: Set<String> = [
        "func", "init", "var", "let", "case", "typealias", "subscript", "deinit", "associatedtype",
    ]
    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic", "nonisolated", "indirect", "optional",
    ]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        code = Self.blankingCommentsAndStrings(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var depth: [Int] = []
        var running = 0
        for line in code {
            depth.append(running)
            for byte in line.utf8 {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): running += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): running -= 1
                default: break
                }
            }
        }
        depth.append(running)
        self.depth = depth
        declarations = Self.declarations(in: 0..<lines.count, atDepth: 0, lines: lines, code: code, depth: depth)
    }

    /// The text of `range`, as written.
    func text(of range: Range<Int>) -> [Substring] { Array(lines[range]) }

    /// Whether `member` is left out whole (a helper that exists only for the trace).
    func isLeftOut(_ member: Declaration) -> Bool { leftOut.contains(member.firstCodeLine) }

    /// The text of `range` without the lines left out, and how many were.
    func shownText(of range: Range<Int>) -> (lines: [Substring], leftOut: Int) {
        guard !leftOut.isEmpty else { return (text(of: range), 0) }
        let kept = range.filter { !leftOut.contains($0) }
        return (kept.map { lines[$0] }, range.count - kept.count)
    }

    // MARK: Declarations

    /// The declarations among `range` whose first line sits at bracket depth `level`.
    private static func declarations(
        in range: Range<Int>, atDepth level: Int, lines: [Substring], code: [String], depth: [Int]
    ) -> [Declaration] {
        var result: [Declaration] = []
        var triviaStart: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if depth[index] != level || trimmed.isEmpty || trimmed.hasPrefix("// MARK") {
                triviaStart = nil
                index += 1
                continue
            }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") || isAttributeOnly(code[index]) {
                if triviaStart == nil { triviaStart = index }
                index += 1
                continue
            }
            let end = endOfDeclaration(startingAt: index, in: range, lines: lines, depth: depth, level: level)
            if let head = head(of: code[index]) {
                let start = triviaStart ?? index
                var headerEnd = index
                var members: [Declaration] = []
                if typeKeywords.contains(head.keyword) {
                    headerEnd = (index..<end).first { code[$0].contains("{") } ?? (end - 1)
                    if headerEnd + 1 < end - 1 || !code[headerEnd].contains("}") {
                        members = declarations(in: (headerEnd + 1)..<end, atDepth: level + 1, lines: lines, code: code, depth: depth)
                    }
                }
                result.append(
                    Declaration(
                        keyword: head.keyword, name: head.name, lines: start..<end, firstCodeLine: index, headerEnd: headerEnd,
                        members: members, inherited: head.inherited, modifiers: head.modifiers))
            }
            triviaStart = nil
            index = end
        }
        return result
    }

    /// One past the last line of the declaration that starts at `start`: where its brackets are
    /// closed and the next line is not indented deeper than it (a continuation) or a lone `{`,
    /// `->` or `where` of a signature broken over lines.
    private static func endOfDeclaration(startingAt start: Int, in range: Range<Int>, lines: [Substring], depth: [Int], level: Int)
        -> Int
    {
        let indentation = lines[start].prefix { $0 == " " }.count
        var end = start + 1
        while end < range.upperBound {
            if depth[end] > level {
                end += 1
                continue
            }
            let next = lines[end]
            let trimmed = next.drop { $0 == " " }
            guard !trimmed.isEmpty else { break }
            let nextIndentation = next.count - trimmed.count
            if nextIndentation > indentation || trimmed.hasPrefix("{") || trimmed.hasPrefix("->") || trimmed.hasPrefix("where ") {
                end += 1
                continue
            }
            break
        }
        return end
    }

    /// A line that holds only attributes (`@discardableResult`), which belong to what follows.
    private static func isAttributeOnly(_ code: String) -> Bool {
        let words = code.split(separator: " ")
        return !words.isEmpty && words.allSatisfy { $0.hasPrefix("@") }
    }

    /// The keyword, name, modifiers and inherited names of a declaration's first line.
    private static func head(of code: String) -> (keyword: String, name: String, modifiers: [String], inherited: [String])? {
        var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        var modifiers: [String] = []
        while let word = words.first {
            let bare = word.prefix { $0 != "(" }
            if word.hasPrefix("@") || modifierWords.contains(String(bare)) {
                modifiers.append(String(bare))
                words = words.dropFirst()
            } else if bare == "class", let following = words.dropFirst().first,
                memberKeywords.contains(String(following.prefix { $0.isLetter }))
            {
                modifiers.append("class")
                words = words.dropFirst()
            } else {
                break
            }
        }
        guard let keywordWord = words.first else { return nil }
        let keyword = String(keywordWord.prefix { $0.isLetter })
        guard typeKeywords.contains(keyword) || memberKeywords.contains(keyword) else { return nil }
        // The words are slices of `code`: what follows the keyword starts where its word ends.
        let rest = code[keywordWord.endIndex...]
        let name: String
        switch keyword {
        case "init", "deinit", "subscript": name = keyword
        default:
            let afterKeyword = keywordWord.count > keyword.count ? Substring(keywordWord.dropFirst(keyword.count)) : rest
            name = String(afterKeyword.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        }
        guard !name.isEmpty else { return nil }
        var inherited: [String] = []
        if typeKeywords.contains(keyword), let colon = rest.firstIndex(of: ":") {
            let clause = rest[rest.index(after: colon)...].prefix { $0 != "{" }
            let words = clause.split(separator: " ", omittingEmptySubsequences: false)
            inherited = Self.topLevelNames(in: Substring(words.prefix { $0 != "where" }.joined(separator: " ")))
        }
        return (keyword, name, modifiers, inherited)
    }

    /// `A, B<C, D>, E` → `A`, `B`, `E`.
    private static func topLevelNames(in clause: Substring) -> [String] {
        var names: [String] = []
        var current = ""
        var angle = 0
        for character in clause {
            switch character {
            case "<": angle += 1
            case ">": angle -= 1
            case "," where angle == 0:
                names.append(current)
                current = ""
            default: if angle == 0 { current.append(character) }
            }
        }
        names.append(current)
        return names.map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
    }

    // MARK: Comments and strings

    /// `text` with every byte of a comment or a string literal (interpolations included) turned
    /// into a space, newlines kept: what is left is the code's structure.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        enum Context {
            case code
            /// Code inside `\( … )`, with its open parentheses.
            case interpolation(parentheses: Int)
            case string(multiline: Bool, hashes: Int)
        }
        let bytes = Array(text.utf8)
        var output = [UInt8](repeating: UInt8(ascii: " "), count: bytes.count)
        var stack: [Context] = [.code]
        var index = 0
        func at(_ offset: Int, _ character: Unicode.Scalar) -> Bool {
            index + offset < bytes.count && bytes[index + offset] == UInt8(ascii: character)
        }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { output[index] = byte }
            switch stack.last! {
            case .code, .interpolation:
                let isTopLevel = stack.count == 1
                if at(0, "/"), at(1, "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if at(0, "/"), at(1, "*") {
                    var nesting = 0
                    repeat {
                        if at(0, "/"), at(1, "*") {
                            nesting += 1
                            index += 2
                        } else if at(0, "*"), at(1, "/") {
                            nesting -= 1
                            index += 2
                        } else {
                            if bytes[index] == UInt8(ascii: "\n") { output[index] = bytes[index] }
                            index += 1
                        }
                    } while nesting > 0 && index < bytes.count
                    continue
                }
                let raw = hashes(from: index)
                if bytes.count > index + raw, bytes[index + raw] == UInt8(ascii: "\"") {
                    let quote = index + raw
                    let multiline =
                        quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
                    stack.append(.string(multiline: multiline, hashes: raw))
                    index = quote + (multiline ? 3 : 1)
                    continue
                }
                if case .interpolation(let open) = stack.last! {
                    if byte == UInt8(ascii: "(") { stack[stack.count - 1] = .interpolation(parentheses: open + 1) }
                    if byte == UInt8(ascii: ")") {
                        if open == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(parentheses: open - 1) }
                    }
                }
                if isTopLevel { output[index] = byte }
                index += 1
            case .string(let multiline, let raw):
                if byte == UInt8(ascii: "\\"), hashes(from: index + 1) == raw {
                    let after = index + 1 + raw
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        stack.append(.interpolation(parentheses: 1))
                        index = after + 1
                    } else {
                        index = after + 1
                    }
                    continue
                }
                let closes = multiline ? (at(0, "\"") && at(1, "\"") && at(2, "\"")) : at(0, "\"")
                let length = multiline ? 3 : 1
                if closes, hashes(from: index + length) >= raw {
                    stack.removeLast()
                    index += length + raw
                    continue
                }
                if !multiline, byte == UInt8(ascii: "\n") { stack.removeLast() }
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
