import HeadlessUIKit
import SourceReading

/// `code NAME`: the Swift behind a coordinator, a screen or a message of the running app, or
/// behind a type or a member of the coordinator library it is built on, cut at run time from the
/// source the app ships, so it is always the code that runs.
enum CodeCommand {
    static let definition = CommandDefinition(
        "code", family: .explaining, forms: [CommandForm(ArgumentSlot("NAME", .code))],
        summary:
            "the app's Swift behind NAME: a coordinator's start and routing, a screen's inputs and outputs, a message and its handlers, a type or member of its coordinator library",
        details: .naming { app in
            """
            Prints the piece of the app's real source that NAME names, where it is (file and line), as the
            app ships it. A coordinator: its declaration, `start`, and how it routes: `receive` for
            messages, `display` for pages, `coordinatorDidFinish` and `handlePopBack`, its closure outputs,
            and every method that shows, pops or presents a screen, starts or stops a child, or calls or
            wires an output; with the messages it declares. A screen: what its coordinator gives it and what
            it says (properties that are not private, initializers, members that send a message or call an
            output closure). A message: its declaration, the `case` of each handler's `receive`, and the
            same message as radianttap's library writes it (`@objc func … async throws` on UIResponder).

            `code TYPE.MEMBER` shows one member, the one TYPE inherits when it declares none; a MEMBER alone,
            the one type that declares it. The coordinator library the app is built on opens the same way
            (\(app.words.codeLibraryExamples)).
            NAME is a type, an object (its type), a section (its coordinator), a message or a member.

            The calls that only record what `trace all` prints are the playground's, not the app's: they are
            left out, with one line that says how many lines they took. A line wider than the screen is cut
            between tokens, marked ↩ where it is cut and ↪ where it goes on; doc comments are reflowed to
            the width.
            """
        },
        examples: .naming { app in
            ([app.helpExamples.section] + app.helpExamples.messages.prefix(1).map { String($0.prefix { $0 != " " }) }
                + [app.helpExamples.coordinatorScreen.prefix { $0 != "#" }].map(String.init)).map { "code " + $0 }
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let index = SourceIndex.index(for: app.kind)
        guard !index.isEmpty else { throw CommandError("\(app.appDescription.name) ships no source for `code` to show") }
        var renderer = CodeRenderer(index)
        let lines = try lines(for: invocation.arguments[0], in: app, renderer: &renderer)
        return CommandOutput(document: renderer.finished(lines), kind: .code)
    }

    /// The names `code` takes, for TAB: messages, sections, the app's coordinators and screens,
    /// and the library's types; after `TYPE.`, the members of TYPE and those it inherits.
    static func names(in app: RunningApp, partial: String = "") -> [String] {
        let index = SourceIndex.index(for: app.kind)
        guard !index.isEmpty else { return [] }
        if let dot = partial.lastIndex(of: "."), let type = typeName(String(partial[..<dot]), in: app, index: index) {
            return index.memberNames(of: type).map { "\(partial[..<dot]).\($0)" }
        }
        return app.appDescription.messages.map(\.name) + app.appDescription.sections.map(\.name)
            + index.types { $0 == .coordinator || $0 == .screen } + index.libraryTypes
    }

    private static func lines(for typed: String, in app: RunningApp, renderer: inout CodeRenderer) throws(CommandError) -> [String] {
        let index = renderer.index
        let handlers = app.appDescription.messageHandlers
        if let message = app.appDescription.messages.first(where: { $0.name.equalsIgnoringCase(typed) }),
            let typeName = index.messageType(named: message.name)
        {
            return renderer.lines(
                forMessage: typeName, named: message.name, handlers: WhyRenderer.handlerTypes(of: message.name, among: handlers))
        }
        if let typeName = typeName(typed, in: app, index: index) {
            switch index.role(of: typeName) {
            case .message(let name):
                return renderer.lines(forMessage: typeName, named: name, handlers: WhyRenderer.handlerTypes(of: name, among: handlers))
            case let role:
                return renderer.lines(forType: typeName, role: role)
            }
        }
        if let dot = typed.lastIndex(of: "."), let typeName = typeName(String(typed[..<dot]), in: app, index: index) {
            return try lines(forMember: String(typed[typed.index(after: dot)...]), of: typeName, renderer: &renderer)
        }
        if let owner = try typeDeclaringOnly(typed, in: index) {
            return renderer.lines(forMember: index.memberName(typed, of: owner), ofType: owner)
        }
        var message = "unknown name '\(typed)'"
        let known = names(in: app)
        if let suggestion = Suggestion.closest(to: typed, among: known + index.typeNames) { message += "; did you mean \(suggestion)?" }
        throw CommandError(
            message + " (a coordinator, a screen or a message of the app, a type or a member of the app or its library, "
                + "an object or a section: \(index.types { $0 == .coordinator }.joined(separator: ", ")), ...)")
    }

    /// `TYPE.MEMBER`: the type's own member, or the one it inherits, with a line that says which.
    private static func lines(forMember typed: String, of typeName: String, renderer: inout CodeRenderer) throws(CommandError)
        -> [String]
    {
        let index = renderer.index
        let all = index.memberNames(of: typeName)
        guard let name = all.first(where: { $0 == typed }) ?? all.first(where: { $0.equalsIgnoringCase(typed) }),
            let owner = index.typeDeclaring(name, from: typeName)
        else {
            if let helper = index.leftOutMember(typed, of: typeName) {
                throw CommandError(
                    "\(typeName).\(helper) only records the trace for the playground, so `code` leaves it out of the app's code "
                        + "(`trace all` prints what it records; `code \(typeName)` shows the rest)")
            }
            throw CommandError.unknown("member of \(typeName)", typed, among: all)
        }
        var lines = renderer.lines(forMember: name, ofType: owner)
        if owner != typeName {
            lines.insert("// \(typeName) inherits \(name) from \(owner)\(index.isLibraryType(owner) ? ", in the library" : "")", at: 0)
        } else if let overridden = index.overridden(name, of: owner) {
            lines.append("// it overrides \(overridden).\(name): `code \(overridden).\(name)` shows it")
        }
        return lines
    }

    /// A member name alone: the type that declares it, when one is the likeliest meant (an
    /// implementation over a protocol's requirement, a concrete type over a protocol's extension);
    /// several equally likely are refused in one line that lists them; nil when none declares it.
    private static func typeDeclaringOnly(_ typed: String, in index: SourceIndex) throws(CommandError) -> String? {
        let owners = index.likeliestTypes(declaring: typed)
        guard !owners.isEmpty else { return nil }
        guard owners.count == 1 else {
            throw CommandError(
                "'\(typed)' is a member of several types: \(owners.joined(separator: ", ")); say which: `code TYPE.\(typed)`")
        }
        return owners[0]
    }

    /// The type a name means: a type of the source, a live object's type, or a section's
    /// coordinator.
    private static func typeName(_ typed: String, in app: RunningApp, index: SourceIndex) -> String? {
        if let exact = index.typeNames.first(where: { $0 == typed }) ?? index.typeNames.first(where: { $0.equalsIgnoringCase(typed) }) {
            return exact
        }
        if typed.contains("#"), let object = app.runtime.liveObjects.first(where: { $0.objectName.equalsIgnoringCase(typed) }) {
            return index.declares(object.objectID.typeName) ? object.objectID.typeName : nil
        }
        if let section = app.appDescription.sections.first(where: { $0.name.equalsIgnoringCase(typed) }) {
            return section.coordinatorTypeName
        }
        return nil
    }
}
