import HeadlessUIKit

extension WhyRenderer {
    /// `why` after a command that fired a closure output: the whole way from that output, in the
    /// order it went, read from what the command recorded: each output and the method it ran,
    /// each report to a parent (a coordinator's own output, `onFinish` or `listener`) and the
    /// parent's method it reached, the coordinators' decisions (a child started, stopped, added or
    /// removed), their routers' calls and what the navigation controllers did (the transitions'
    /// steps are left to the trace).
    ///
    ///     `tap done` sent no message: it fired AccountViewController#1's closure output onDone,
    ///       which AccountCoordinator#1 wired to its method done; what followed, in order:
    ///       1  output    AccountViewController#1.onDone → AccountCoordinator#1.done
    ///       2  output    AccountCoordinator#1.listener → SettingsCoordinator#1.router.popModule
    ///       3  router    RouterImp#3 popModule(): NavigationController#3 pops its top screen
    ///
    /// `messages`: the messages the command sent too, which `why MESSAGE` explains.
    static func lines(forOutputStory story: OutputStory, firedBy command: String, messages: [String], methodCode: String?) -> [String] {
        let first = story.first
        let wiredTo =
            first.wiring.map { "which \($0.listener) wired to its method \($0.method)" }
            ?? "which nothing is wired to (an output left unwired does nothing)"
        let fired = "\(first.owner)'s closure output \(first.output), \(wiredTo)"
        let head =
            messages.isEmpty
            ? "`\(command)` sent no message: it fired \(fired)"
            : messages.count == 1
                ? "`\(command)` fired \(fired) (it also sent \(messages[0]), which `why \(messages[0])` explains)"
                : "`\(command)` fired \(fired) (it also sent \(messages.joined(separator: ", ")): `why MESSAGE` explains one)"
        var lines = [head + "; what followed, in order:"]
        let rows = story.steps
        lines += Columns.align(
            rows.enumerated().map { ["  " + Columns.number($0.offset + 1, of: rows.count), $0.element.kind, $0.element.text] })
        lines.append(
            "a closure asks no responder: it goes where the coordinator that set it wired it (`outputs \(first.owner)` lists them)"
                + (methodCode.map { "; `code \($0)` shows the method" } ?? ""))
        return lines
    }
}
