/// `code NAME`: the piece of the app's real source (or its library's) behind a name, cut by
/// declaration name, each part under a comment saying where it is
/// (`// Sources/ExampleApp/...swift:12`), indentation kept relative to its type, and `// …`
/// where members were left out. The lines that exist only so the playground can print a trace
/// (`TraceCode`) are left out too, and one line at the end says how many.
package struct CodeRenderer {
    /// A coordinator: its declaration, `start`, and what it decides (messages, pages, children
    /// finishing, Back).
    package let index: SourceIndex
    /// How many lines of the playground's own the printout left out so far.
    private var leftOut = 0

    package init(_ index: SourceIndex) { self.index = index }

    /// `lines` with, when any were left out, the line that says so.
    package func finished(_ lines: [String]) -> [String] {
        guard leftOut > 0 else { return lines }
        let what =
            leftOut == 1
            ? "1 line that records the trace for the playground is" : "\(leftOut) lines that record the trace for the playground are"
        return lines + ["// (\(what) left out: `trace all` prints what \(leftOut == 1 ? "it records" : "they record"))"]
    }

    /// The text of `range` as the printout shows it, counting what it leaves out.
    private mutating func text(of range: Range<Int>, in file: SwiftSource) -> [Substring] {
        let (lines, leftOut) = file.shownText(of: range)
        self.leftOut += leftOut
        return lines
    }

    static let coordinatorMembers: Set<String> = ["start", "receive", "display", "open", "coordinatorDidFinish", "handlePopBack"]

    /// The calls by which a coordinator routes: what it shows, presents and pops, and the children
    /// it starts, stops and hands the stack to; in the router style, what it asks its router, the
    /// children it adds and removes, and what it reports to its listener.
    static let routingCalls = [
        "show(", "root(", "top(", "present(", "dismiss(", "pop(", "startChild(", "stopChild(", "activate(", "takeover(",
        "coordinatorDidFinish(",
        "push(", "popModule(", "popToRootModule(", "setRootModule(", "dismissModule(", "addDependency(", "removeDependency(",
        "listener?(",
    ]

    /// A coordinator's or a screen's piece: the type with the members that tell its part, its
    /// extensions that declare the messages it handles, and the names of the members left out.
    package mutating func lines(forType name: String, role: SourceIndex.Role) -> [String] {
        guard let own = index.ownDeclaration(of: name) else { return wholeType(name) }
        let keep: (SwiftSource.Declaration, SwiftSource) -> Bool =
            switch role {
            case .coordinator: { member, file in Self.isCoordinatorRouting(member, in: file) }
            case .screen: { member, file in Self.isScreenInterface(member, in: file) }
            case .message, .other: { _, _ in true }
            }
        var lines = type(own, keeping: keep)
        for extensionOf in index.located(name) where extensionOf.declaration.keyword == "extension" {
            guard extensionOf.declaration.inherited.contains("HandlesMessages") else { continue }
            lines += [""] + whole(extensionOf)
        }
        let left = own.members.filter { !keep($0, own.file) }.map(\.name)
        if !left.isEmpty {
            var unique: [String] = []
            for member in left where !unique.contains(member) { unique.append(member) }
            lines.append("// also in \(name): \(unique.joined(separator: ", ")) (`code \(name).NAME` shows one)")
        }
        return lines
    }

    /// Every declaration of a type, whole.
    mutating func wholeType(_ name: String) -> [String] {
        var lines: [String] = []
        for located in index.located(name) {
            if !lines.isEmpty { lines.append("") }
            lines += whole(located)
        }
        return lines
    }

    /// The members named `member` of a type (in it and its extensions), each where it is.
    package mutating func lines(forMember member: String, ofType name: String) -> [String] {
        var lines: [String] = []
        for (located, declaration) in index.members(named: member, of: name) {
            if !lines.isEmpty { lines.append("") }
            lines.append("// \(located.file.path):\(declaration.firstCodeLine + 1), in \(name)")
            lines += Self.dedented(text(of: declaration.lines, in: located.file))
        }
        return lines
    }

    /// A message: its declaration, the part of each handler's `receive` that acts on it, and the
    /// same message as radianttap's library writes it, with what the port changes.
    package mutating func lines(forMessage typeName: String, named messageName: String, handlers: [String]) -> [String] {
        var lines = wholeType(typeName)
        for handler in handlers {
            for (located, receive) in index.members(named: "receive", of: handler) {
                let (range, isWhole) = Self.handlingPart(of: receive, in: located.file, for: typeName)
                lines.append("")
                lines.append(
                    "// \(located.file.path):\(range.lowerBound + 1), in \(handler).receive" + (isWhole ? "" : ": the case for \(typeName)")
                )
                lines += Self.dedented(text(of: range, in: located.file))
            }
        }
        if let own = index.ownDeclaration(of: typeName) {
            lines.append("")
            lines += RadianttapMessage.lines(for: own, typeName: typeName, messageName: messageName)
        }
        return lines
    }

    // MARK: Cutting

    /// A type's doc and declaration line, the members `keep` picks, `// …` for those it leaves
    /// out, and its closing brace.
    private mutating func type(
        _ located: SourceIndex.Located, keeping keep: (SwiftSource.Declaration, SwiftSource) -> Bool
    ) -> [String] {
        let declaration = located.declaration
        let file = located.file
        var pieces: [[Substring]] = [text(of: declaration.lines.lowerBound..<(declaration.headerEnd + 1), in: file)]
        let memberIndentation = String(repeating: " ", count: Self.indentation(of: file.lines[declaration.firstCodeLine]) + 4)
        var leftOut = false
        var previousEnd: Int?
        for member in declaration.members {
            // A helper of the playground's own goes unmentioned, but counted where it would show.
            if file.isLeftOut(member) {
                if keep(member, file) { self.leftOut += member.lines.count }
                continue
            }
            guard keep(member, file) else {
                leftOut = true
                continue
            }
            // A blank line where the source has something between two kept members.
            if let previousEnd, previousEnd < member.lines.lowerBound { pieces.append([""]) }
            if leftOut { pieces.append([Substring(memberIndentation + "// …")]) }
            leftOut = false
            previousEnd = member.lines.upperBound
            pieces.append(text(of: member.lines, in: file))
        }
        if leftOut { pieces.append([Substring(memberIndentation + "// …")]) }
        if declaration.lines.upperBound - 1 > declaration.headerEnd {
            pieces.append(file.text(of: (declaration.lines.upperBound - 1)..<declaration.lines.upperBound))
        }
        return ["// \(located.location)"] + Self.dedented(pieces.flatMap { $0 })
    }

    private mutating func whole(_ located: SourceIndex.Located) -> [String] {
        ["// \(located.location)"] + Self.dedented(text(of: located.declaration.lines, in: located.file))
    }

    /// The part of a `receive` that acts on `typeName`: its `case` (to the next `case`,
    /// `default` or the switch's end), or the whole method when no case names it.
    private static func handlingPart(of receive: SwiftSource.Declaration, in file: SwiftSource, for typeName: String)
        -> (range: Range<Int>, isWhole: Bool)
    {
        let body = receive.firstCodeLine..<receive.lines.upperBound
        for line in body {
            let code = file.code[line].drop { $0 == " " }
            guard code.hasPrefix("case "), names(typeName, in: code) else { continue }
            let depth = indentation(of: file.lines[line])
            let end = body.suffix(from: line + 1).first { next in
                let text = file.lines[next].drop { $0 == " " }
                return indentation(of: file.lines[next]) <= depth && !text.isEmpty
                    && (text.hasPrefix("case ") || text.hasPrefix("default") || text.hasPrefix("}"))
            }
            return (line..<(end ?? body.upperBound), false)
        }
        return (receive.lines, true)
    }

    /// Whether `code` names `name` as a whole word.
    private static func names(_ name: String, in code: Substring) -> Bool {
        var rest = code[...]
        while let start = rest.firstRange(of: name)?.lowerBound {
            let end = rest.index(start, offsetBy: name.count)
            let before = start > code.startIndex ? code[code.index(before: start)] : " "
            let after = end < code.endIndex ? code[end] : " "
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            rest = rest[end...]
        }
        return false
    }

    private static func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    /// Whether a coordinator's member is part of its routing: `start` and the overrides that
    /// decide (`receive`, `coordinatorDidFinish`, `handlePopBack`), `display` and `open`, its
    /// closure outputs, and every method that shows, pops or presents a screen, starts or stops a
    /// child, calls an output or wires a screen's output to itself.
    private static func isCoordinatorRouting(_ member: SwiftSource.Declaration, in file: SwiftSource) -> Bool {
        if coordinatorMembers.contains(member.name) { return true }
        let isPrivate = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
        if member.keyword == "var", !isPrivate, isOutputName(member.name) { return true }
        guard member.keyword == "func" else { return false }
        return member.lines.contains { line in
            let code = file.code[line]
            return !file.leftOut.contains(line) && routingCalls.contains { code.contains($0) } || callsOutput(code) || wiresOutput(code)
        }
    }

    /// `onFinish`, `onCitySelected`: an output closure's name.
    private static func isOutputName(_ name: String) -> Bool {
        name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }

    /// `screen.onCitySelected = ` or `screen.onCitySelected.wire(to:` in a line of code.
    private static func wiresOutput(_ code: String) -> Bool {
        if code.contains(".wire(to:") { return true }
        return code.split(separator: " ").contains { word in
            guard let dot = word.lastIndex(of: ".") else { return false }
            return isOutputName(String(word[word.index(after: dot)...]))
        } && code.contains(" = ")
    }

    /// Whether a screen's member is part of its interface to its coordinator: what it is given
    /// (a property that is not private, its initializers) and what it says (a member that sends a
    /// message or calls an output closure, `onSomething?(…)`, and the `receive` of a screen that
    /// handles messages).
    private static func isScreenInterface(_ member: SwiftSource.Declaration, in file: SwiftSource) -> Bool {
        let isPrivate = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
        if ["var", "let"].contains(member.keyword), !isPrivate, !member.modifiers.contains("static") { return true }
        if member.keyword == "init" || member.name == "receive" { return true }
        guard member.keyword == "func" || member.keyword == "init" else { return false }
        return member.lines.contains { line in
            let code = file.code[line]
            return code.contains(".send(") || code.contains(" send(") || code.contains("startSending(") || callsOutput(code)
        }
    }

    /// `onCitySelected?(` (a closure) or `self?.onFinish(`, `self.onFinish(` (an `Output`) in a line of code.
    private static func callsOutput(_ code: String) -> Bool {
        var rest = code[...]
        while let range = rest.firstRange(of: "on") {
            let after = rest[range.upperBound...]
            let word = after.prefix { isIdentifier($0) }
            let call = after.dropFirst(word.count)
            let before = range.lowerBound > code.startIndex ? code[code.index(before: range.lowerBound)] : " "
            if let first = word.first, first.isUppercase, !isIdentifier(before),
                call.hasPrefix("?(") || (call.hasPrefix("(") && ["self?.", "self."].contains { code[..<range.lowerBound].hasSuffix($0) })
            {
                return true
            }
            rest = after
        }
        return false
    }

    // MARK: Layout

    private static func indentation(of line: Substring) -> Int { line.prefix { $0 == " " }.count }

    /// Lines moved left by their smallest indentation, blank lines left empty.
    static func dedented(_ lines: [Substring]) -> [String] {
        let indent = lines.filter { !$0.allSatisfy { $0 == " " } }.map(indentation(of:)).min() ?? 0
        return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(indent)) }
    }
}
