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
    /// For each file of `files`, the lines to leave out, by index. Each file is read once, for
    /// the lines each name is on; the search then goes name by name. It runs once per app, the
    /// first time `code` or TAB needs the source.
    static func leftOutLines(in files: [SwiftSource]) -> [Set<Int>] {
        let scans = files.map(Scan.init)
        var leftOut = scans.map(\.recordingStatements)
        // Helpers found to exist only for the trace; each pass may find more (a member used only
        // by a helper, a helper whose only lines are calls of another), until none is new.
        var helpers: [Helper] = []
        while true {
            let words = Set(scans.indices.flatMap { scans[$0].words(onLines: leftOut[$0]) })
            var found: [(helper: Helper, file: Int, member: SwiftSource.Declaration)] = []
            for (index, scan) in scans.enumerated() {
                for member in scan.helperKindMembers where !helpers.contains(Helper(member, in: index)) {
                    if scan.onlyRecords(member, leftOut: leftOut[index])
                        || (words.contains(member.name)
                            && isUsedOnlyInTrace(member, declaredIn: index, scans: scans, leftOut: leftOut))
                    {
                        found.append((Helper(member, in: index), index, member))
                    }
                }
            }
            guard !found.isEmpty else { break }
            for (helper, file, member) in found {
                helpers.append(helper)
                leftOut[file].formUnion(scans[file].declarationLines(of: member))
                for index in scans.indices where helper.file == nil || helper.file == index {
                    leftOut[index].formUnion(scans[index].statements(calling: helper.name))
                }
            }
        }
        for index in scans.indices {
            leftOut[index].formUnion(scans[index].emptiedIfs(leftOut: leftOut[index]))
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

    /// A member named somewhere inside the left-out lines and nowhere else but its own declaration
    /// and comments. Not one that code outside the source may use: `public`, `open`, or `package`
    /// (the libraries' members the engine and the host adapters read, Swift's SE-0386).
    private static func isUsedOnlyInTrace(
        _ member: SwiftSource.Declaration, declaredIn fileIndex: Int, scans: [Scan], leftOut: [Set<Int>]
    ) -> Bool {
        guard !member.modifiers.contains(where: { ["public", "open", "package"].contains($0) }) else { return false }
        let isFilePrivate = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
        var usedInTrace = false
        for (index, scan) in scans.enumerated() where !isFilePrivate || index == fileIndex {
            for line in scan.linesNaming(member.name) {
                if index == fileIndex, member.lines.contains(line) { continue }
                guard leftOut[index].contains(line) else { return false }
                usedInTrace = true
            }
        }
        return usedInTrace
    }

    /// One file, read for what the search needs: the lines each name is on, and its methods and
    /// computed properties.
    private struct Scan {
        let file: SwiftSource
        /// Every name (a word of letters, digits and `_`) and the lines, not comments, it is on:
        /// in code, a string or an interpolation, which names it too (`"\(result.traceText)"`).
        private let namesOnLines: [String: [Int]]
        let helperKindMembers: [SwiftSource.Declaration]

        init(_ file: SwiftSource) {
            self.file = file
            var members: [SwiftSource.Declaration] = []
            var pending = file.declarations
            while let declaration = pending.popLast() {
                if declaration.isType {
                    pending += declaration.members
                } else if Self.isHelperKind(declaration, in: file) {
                    members.append(declaration)
                }
            }
            helperKindMembers = members
            // Read byte by byte once: searching the text for each name was most of the cost.
            var names: [String: [Int]] = [:]
            for (line, text) in file.lines.enumerated() {
                let bytes = Array(text.utf8)
                var index = 0
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") { continue }
                while index < bytes.count {
                    guard Self.isNameByte(bytes[index]) else {
                        index += 1
                        continue
                    }
                    let start = index
                    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                    let name = String(decoding: bytes[start..<index], as: UTF8.self)
                    if names[name]?.last != line { names[name, default: []].append(line) }
                }
            }
            namesOnLines = names
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }

        /// The lines, not comments, that name `name` as a whole word.
        func linesNaming(_ name: String) -> [Int] { namesOnLines[name] ?? [] }

        /// A method or a computed property that overrides nothing: what can exist only for the
        /// trace (a stored property, or an override, is part of the type whatever uses it).
        private static func isHelperKind(_ member: SwiftSource.Declaration, in file: SwiftSource) -> Bool {
            guard !member.modifiers.contains("override") else { return false }
            if member.keyword == "func" { return true }
            guard member.keyword == "var" else { return false }
            let first = file.code[member.firstCodeLine]
            let isComputed = first.hasSuffix("{") && !first.contains("=")
            return isComputed && !member.lines.contains { file.code[$0].contains("didSet") || file.code[$0].contains("willSet") }
        }

        /// The members `lines` may use, as written (an interpolation's too): each name called
        /// (`route(of:`) or reached with a dot (`result.traceText`). A word of a reason's prose
        /// that looks like one is only a candidate: its other uses are checked before it counts.
        func words(onLines lines: Set<Int>) -> [String] {
            var words: [String] = []
            for line in lines {
                let text = file.lines[line]
                var index = text.startIndex
                while index < text.endIndex {
                    guard isIdentifier(text[index]) else {
                        index = text.index(after: index)
                        continue
                    }
                    let start = index
                    while index < text.endIndex, isIdentifier(text[index]) { index = text.index(after: index) }
                    let afterDot = start > text.startIndex && text[text.index(before: start)] == "."
                    if afterDot || (index < text.endIndex && text[index] == "(") { words.append(String(text[start..<index])) }
                }
            }
            return words
        }

        /// Every statement that records for the trace (not a `Warning`), and every `if` on one
        /// line whose body is one.
        var recordingStatements: Set<Int> {
            var lines: Set<Int> = []
            for line in linesNaming("Runtime") {
                let code = file.code[line].drop { $0 == " " }
                if code.hasPrefix("Runtime.current.record") {
                    let statement = statement(startingAt: line)
                    let text = statement.map { file.code[$0].drop { $0 == " " } }.joined(separator: " ")
                    if isRecordingCall(text[...]) { lines.formUnion(statement) }
                } else if code.hasPrefix("if "), let body = singleLineBody(of: code), isRecordingCall(body) {
                    lines.insert(line)
                }
            }
            return lines
        }

        private func isRecordingCall(_ code: Substring) -> Bool {
            for recorder in ["Runtime.current.recordDecision(", "Runtime.current.record("] where code.hasPrefix(recorder) {
                return !code.dropFirst(recorder.count).drop(while: { $0 == " " }).hasPrefix("Warning(")
            }
            return false
        }

        /// Every statement that calls `helper` (`decide(…)`, `navigation.decide(…)`), and every
        /// `if` on one line whose body is one.
        func statements(calling helper: String) -> Set<Int> {
            var lines: Set<Int> = []
            for line in linesNaming(helper) {
                let code = file.code[line].drop { $0 == " " }
                if isCall(of: helper, code) {
                    lines.formUnion(statement(startingAt: line))
                } else if code.hasPrefix("if "), let body = singleLineBody(of: code), isCall(of: helper, body) {
                    lines.insert(line)
                }
            }
            return lines
        }

        /// Whether `code` is a statement that calls `helper`, on itself or on another object.
        private func isCall(of helper: String, _ code: Substring) -> Bool {
            var callee = code
            while let dot = callee.firstIndex(of: "."), !callee[..<dot].isEmpty,
                callee[..<dot].allSatisfy({ isIdentifier($0) || $0 == "?" })
            {
                callee = callee[callee.index(after: dot)...]
            }
            return callee.hasPrefix(helper + "(")
        }

        /// The lines of the statement that starts at `start`: on until its brackets close.
        private func statement(startingAt start: Int) -> Range<Int> {
            var end = start + 1
            while end < file.code.count, file.depth[end] > file.depth[start] { end += 1 }
            return start..<end
        }

        /// `if ready { decide(…) }` → `decide(…)`.
        private func singleLineBody(of code: Substring) -> Substring? {
            guard let open = code.firstIndex(of: "{"), let close = code.lastIndex(of: "}"), open < close else { return nil }
            return code[code.index(after: open)..<close].drop { $0 == " " }
        }

        /// A helper's lines, with the blank line that separated it from what comes before.
        func declarationLines(of member: SwiftSource.Declaration) -> Set<Int> {
            var lines = Set(member.lines)
            if member.lines.lowerBound > 0, file.lines[member.lines.lowerBound - 1].allSatisfy({ $0 == " " }) {
                lines.insert(member.lines.lowerBound - 1)
            }
            return lines
        }

        /// A method whose body is nothing but recording, and early exits before it.
        func onlyRecords(_ member: SwiftSource.Declaration, leftOut: Set<Int>) -> Bool {
            guard member.keyword == "func", member.lines.contains(where: leftOut.contains),
                let open = (member.firstCodeLine..<member.lines.upperBound).first(where: { file.code[$0].contains("{") }),
                open + 1 < member.lines.upperBound - 1
            else { return false }
            return ((open + 1)..<(member.lines.upperBound - 1)).allSatisfy { line in
                let code = file.code[line].drop { $0 == " " }
                return leftOut.contains(line) || code.isEmpty || (code.hasPrefix("guard ") && code.hasSuffix("else { return }"))
            }
        }

        /// Every `if … {` (on one line) just above left-out lines whose body is left out whole,
        /// with its closing brace.
        func emptiedIfs(leftOut: Set<Int>) -> Set<Int> {
            var lines: Set<Int> = []
            for first in leftOut where first > 0 && !leftOut.contains(first - 1) {
                let index = first - 1
                let code = file.code[index].drop { $0 == " " }
                guard code.hasPrefix("if "), code.hasSuffix("{") else { continue }
                // The closing brace: the line after which the depth is back to the `if`'s.
                var close = index + 1
                while close < file.code.count, file.depth[close + 1] > file.depth[index] { close += 1 }
                guard close < file.code.count, file.code[close].drop(while: { $0 == " " }) == "}",
                    (index + 1..<close).allSatisfy({ leftOut.contains($0) || file.code[$0].allSatisfy { $0 == " " } })
                else { continue }
                lines.formUnion(index...close)
            }
            return lines
        }
    }
}

private func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
