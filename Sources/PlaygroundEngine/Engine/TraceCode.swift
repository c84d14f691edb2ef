/// The lines of the shipped source that exist only so the playground can print a trace, which
/// `code` leaves out of the app as its author would write it (and says so in one line):
/// - a call that records for the trace, `Runtime.current.recordDecision(…)` or
///   `Runtime.current.record(…)`, to its closing parenthesis (a `Warning` stays: it stands for
///   what UIKit or the original logs, and prints at every trace level);
/// - a helper that only records (`route(_:_:_:)`, the library's `decide(_:)`), and every call of
///   it made as a statement;
/// - a member used only inside those (`route(of:)`, which words a hop's reason);
/// - an `if` left with nothing else in it.
///
/// They stay in the app's code rather than being recorded from somewhere else: a decision's
/// reason is worded where the decision is made, and no hook outside the app could see why it
/// branched the way it did; so the printout leaves them out instead.
enum TraceCode {
    /// For each file of `files`, the lines to leave out, by index.
    static func leftOutLines(in files: [SwiftSource]) -> [Set<Int>] {
        let words = WordPlaces(files)
        var leftOut = files.map { _ in Set<Int>() }
        // Helpers found to exist only for the trace, by name, with the file of a private one;
        // each pass may find more (a member used only by a helper), until nothing new is found.
        var helpers: [Helper] = []
        while true {
            for (index, file) in files.enumerated() {
                let visible = Set(helpers.filter { $0.file == nil || $0.file == index }.map(\.name))
                leftOut[index] = statements(in: file, calling: visible)
            }
            var found = helpers
            for (index, file) in files.enumerated() {
                for member in members(of: file.declarations) where isHelperKind(member, in: file) {
                    let helper = Helper(member, in: index)
                    guard !found.contains(helper) else { continue }
                    if onlyRecords(member, in: file, leftOut: leftOut[index])
                        || isUsedOnlyInTrace(member, declaredIn: index, words: words, leftOut: leftOut)
                    {
                        found.append(helper)
                    }
                }
            }
            guard found.count > helpers.count else { break }
            helpers = found
        }
        for (index, file) in files.enumerated() {
            for member in members(of: file.declarations) where isHelperKind(member, in: file) && helpers.contains(Helper(member, in: index))
            {
                leftOut[index].formUnion(member.lines)
                // The blank line that separated it from what comes before.
                if member.lines.lowerBound > 0, file.lines[member.lines.lowerBound - 1].allSatisfy({ $0 == " " }) {
                    leftOut[index].insert(member.lines.lowerBound - 1)
                }
            }
            leftOut[index].formUnion(emptiedIfs(in: file, leftOut: leftOut[index]))
        }
        return leftOut
    }

    /// A member found to exist only for the trace: by name, and by file when it is private to one.
    private struct Helper: Equatable {
        let name: String
        let file: Int?

        init(_ member: SwiftSource.Declaration, in file: Int) {
            name = member.name
            self.file = member.modifiers.contains("private") || member.modifiers.contains("fileprivate") ? file : nil
        }
    }

    // MARK: Statements

    /// The lines of every statement of `file` that records for the trace or calls one of
    /// `helpers`, each with its continuation lines.
    private static func statements(in file: SwiftSource, calling helpers: Set<String>) -> Set<Int> {
        var lines: Set<Int> = []
        for index in file.code.indices {
            let code = file.code[index].drop { $0 == " " }
            if code.hasPrefix("if "), let inner = singleLineBody(of: code), isTraceCall(inner, helpers: helpers) {
                lines.insert(index)
                continue
            }
            guard isTraceCall(code, helpers: helpers) else { continue }
            let statement = statement(startingAt: index, in: file)
            // A `Warning` may stand on the next line: the whole call decides.
            let text = statement.map { file.code[$0].drop { $0 == " " } }.joined(separator: " ")
            if isTraceCall(Substring(text), helpers: helpers) { lines.formUnion(statement) }
        }
        return lines
    }

    /// Whether `code` (a statement without its indentation) is a call that only records.
    private static func isTraceCall(_ code: Substring, helpers: Set<String>) -> Bool {
        for recorder in ["Runtime.current.recordDecision(", "Runtime.current.record("] where code.hasPrefix(recorder) {
            return !code.dropFirst(recorder.count).drop(while: { $0 == " " }).hasPrefix("Warning(")
        }
        // `decide(…)`, `self.decide(…)`, `navigation.decide(…)`: a helper called as a statement.
        var callee = code
        while let dot = callee.firstIndex(of: "."), !callee[..<dot].isEmpty, callee[..<dot].allSatisfy({ isIdentifier($0) || $0 == "?" }) {
            callee = callee[callee.index(after: dot)...]
        }
        let name = callee.prefix(while: isIdentifier)
        return !name.isEmpty && callee.dropFirst(name.count).hasPrefix("(") && helpers.contains(String(name))
    }

    /// The lines of the statement that starts at `start`: on until its brackets close.
    private static func statement(startingAt start: Int, in file: SwiftSource) -> Range<Int> {
        var end = start + 1
        while end < file.code.count, file.depth[end] > file.depth[start] { end += 1 }
        return start..<end
    }

    /// `if ready { decide(…) }` → `decide(…)`.
    private static func singleLineBody(of code: Substring) -> Substring? {
        guard let open = code.firstIndex(of: "{"), let close = code.lastIndex(of: "}"), open < close else { return nil }
        return code[code.index(after: open)..<close].drop { $0 == " " }
    }

    /// Every `if … {` (on one line) whose body is left out whole, with its closing brace.
    private static func emptiedIfs(in file: SwiftSource, leftOut: Set<Int>) -> Set<Int> {
        var lines: Set<Int> = []
        for index in file.code.indices where !leftOut.contains(index) {
            let code = file.code[index].drop { $0 == " " }
            guard code.hasPrefix("if "), code.hasSuffix("{") else { continue }
            // The closing brace: the line after which the depth is back to the `if`'s.
            var close = index + 1
            while close < file.code.count, file.depth[close + 1] > file.depth[index] { close += 1 }
            guard close < file.code.count, close > index + 1, file.code[close].drop(while: { $0 == " " }) == "}",
                (index + 1..<close).allSatisfy({ leftOut.contains($0) || file.code[$0].allSatisfy { $0 == " " } })
            else { continue }
            lines.formUnion(index...close)
        }
        return lines
    }

    // MARK: Helpers

    /// The members of every type of a file, nested ones included.
    private static func members(of declarations: [SwiftSource.Declaration]) -> [SwiftSource.Declaration] {
        var result: [SwiftSource.Declaration] = []
        var pending = declarations
        while let declaration = pending.popLast() {
            if declaration.isType {
                pending += declaration.members
            } else {
                result.append(declaration)
            }
        }
        return result
    }

    /// A method or a computed property that overrides nothing: what can exist only for the trace
    /// (a stored property, or an override, is part of the type whatever uses it).
    private static func isHelperKind(_ member: SwiftSource.Declaration, in file: SwiftSource) -> Bool {
        guard !member.modifiers.contains("override") else { return false }
        if member.keyword == "func" { return true }
        guard member.keyword == "var" else { return false }
        let first = file.code[member.firstCodeLine]
        let isComputed = first.hasSuffix("{") && !first.contains("=")
        return isComputed && !member.lines.contains { file.code[$0].contains("didSet") || file.code[$0].contains("willSet") }
    }

    /// A method whose body is nothing but recording, and early exits before it.
    private static func onlyRecords(_ member: SwiftSource.Declaration, in file: SwiftSource, leftOut: Set<Int>) -> Bool {
        guard member.keyword == "func",
            let open = (member.firstCodeLine..<member.lines.upperBound).first(where: { file.code[$0].contains("{") }),
            open + 1 < member.lines.upperBound - 1
        else { return false }
        let body = (open + 1)..<(member.lines.upperBound - 1)
        guard body.contains(where: leftOut.contains) else { return false }
        return body.allSatisfy { line in
            let code = file.code[line].drop { $0 == " " }
            return leftOut.contains(line) || code.isEmpty || (code.hasPrefix("guard ") && code.hasSuffix("else { return }"))
        }
    }

    /// A member (not part of a public interface, which code outside the source may use) named
    /// somewhere inside the left-out lines and nowhere else but its own declaration.
    private static func isUsedOnlyInTrace(
        _ member: SwiftSource.Declaration, declaredIn fileIndex: Int, words: WordPlaces, leftOut: [Set<Int>]
    ) -> Bool {
        guard !member.modifiers.contains("public"), !member.modifiers.contains("open") else { return false }
        let isFilePrivate = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
        var usedInTrace = false
        for place in words.places(of: member.name) where !isFilePrivate || place.file == fileIndex {
            if place.file == fileIndex, member.lines.contains(place.line) { continue }
            guard leftOut[place.file].contains(place.line) else { return false }
            usedInTrace = true
        }
        return usedInTrace
    }

    private static func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
}

/// Where each name is used in the source (comments and strings left out, interpolations kept):
/// read once, so finding a member's uses is a lookup, not a search of every line.
private struct WordPlaces {
    struct Place: Hashable {
        let file: Int
        let line: Int
    }

    private var places: [Substring: [Place]] = [:]

    init(_ files: [SwiftSource]) {
        for (fileIndex, file) in files.enumerated() {
            let text = SwiftSource.blankingCommentsAndStrings(file.lines.joined(separator: "\n"), keepingInterpolations: true)
            for (line, code) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var seen: Set<Substring> = []
                for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where seen.insert(word).inserted {
                    places[word, default: []].append(Place(file: fileIndex, line: line))
                }
            }
        }
    }

    func places(of name: String) -> [Place] { places[Substring(name)] ?? [] }
}
