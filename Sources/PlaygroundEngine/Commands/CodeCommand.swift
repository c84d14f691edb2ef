import HeadlessUIKit

/// `code NAME`: the Swift behind a coordinator, a screen or a message of the running app, cut
/// at run time from the source the app ships, so it is always the code that runs.
enum CodeCommand {
    static let code = CommandDefinition(
        "code", family: .explaining, forms: [CommandForm(ArgumentSlot("NAME", .code))],
        summary:
            "the app's Swift behind NAME: a coordinator's start and routing, a screen's inputs and outputs, a message and its handlers",
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

            `code TYPE.MEMBER` shows one member. NAME is a type, an object (its type), a section (its
            coordinator) or a message. A line wider than the screen is cut between tokens, marked ↩ where
            it is cut and ↪ where it goes on; doc comments are reflowed to the width.

            \(HelpText.examples("code", [app.helpExamples.section] + app.helpExamples.messages.prefix(1).map { String($0.prefix { $0 != " " }) } + [app.helpExamples.coordinatorScreen.prefix { $0 != "#" }].map(String.init)))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let index = SourceIndex.index(for: app.kind)
        guard !index.files.isEmpty else { throw CommandError("\(app.appDescription.name) ships no source for `code` to show") }
        return CommandOutput(document: try lines(for: invocation.arguments[0], in: app, index: index), kind: .code)
    }

    /// The names `code` takes, for TAB: messages, then coordinators and screens by type.
    static func names(in app: LiveApp) -> [String] {
        let index = SourceIndex.index(for: app.kind)
        guard !index.files.isEmpty else { return [] }
        return app.appDescription.messages.map(\.name) + app.appDescription.sections.map(\.name)
            + index.types { $0 == .coordinator || $0 == .screen }
    }

    private static func lines(for typed: String, in app: LiveApp, index: SourceIndex) throws(CommandError) -> [String] {
        let handlers = app.appDescription.messageHandlers
        if let message = app.appDescription.messages.first(where: { $0.name.equalsIgnoringCase(typed) }),
            let typeName = index.messageType(named: message.name)
        {
            return CodeRenderer.lines(
                forMessage: typeName, named: message.name, handlers: WhyRenderer.handlerTypes(of: message.name, among: handlers), in: index)
        }
        if let typeName = typeName(typed, in: app, index: index) {
            switch index.role(of: typeName) {
            case .message(let name):
                return CodeRenderer.lines(
                    forMessage: typeName, named: name, handlers: WhyRenderer.handlerTypes(of: name, among: handlers), in: index)
            case let role:
                return CodeRenderer.lines(forType: typeName, role: role, in: index)
            }
        }
        if let dot = typed.lastIndex(of: "."), let typeName = typeName(String(typed[..<dot]), in: app, index: index) {
            let member = String(typed[typed.index(after: dot)...])
            let lines = CodeRenderer.lines(forMember: member, ofType: typeName, in: index)
            guard lines.isEmpty else { return lines }
            let members = index.located(typeName).flatMap { $0.declaration.members.map(\.name) }
            var unique: [String] = []
            for name in members where !unique.contains(name) { unique.append(name) }
            throw CommandError.unknown("member of \(typeName)", member, among: unique)
        }
        var message = "unknown name '\(typed)'"
        let known = names(in: app)
        if let suggestion = Suggestion.closest(to: typed, among: known + index.typeNames) { message += "; did you mean \(suggestion)?" }
        throw CommandError(
            message + " (a coordinator, a screen or a message of the app, a type, an object or a section: "
                + "\(index.types { $0 == .coordinator }.joined(separator: ", ")), ...)")
    }

    /// The type a name means: a type of the source, a live object's type, or a section's
    /// coordinator.
    private static func typeName(_ typed: String, in app: LiveApp, index: SourceIndex) -> String? {
        if let exact = index.typeNames.first(where: { $0.equalsIgnoringCase(typed) }) { return exact }
        if typed.contains("#"), let object = app.runtime.liveObjects.first(where: { $0.objectName.equalsIgnoringCase(typed) }) {
            return index.located(object.objectID.typeName).isEmpty ? nil : object.objectID.typeName
        }
        if let section = app.appDescription.sections.first(where: { $0.name.equalsIgnoringCase(typed) }) {
            return section.coordinatorTypeName
        }
        return nil
    }
}
