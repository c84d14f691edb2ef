import HeadlessUIKit

extension WhyRenderer {
    /// `why` after a command that sent no message but fired closure outputs: each output, in the
    /// order it fired, with where it led. No responder was asked: the coordinator that made the
    /// screen had already said where each goes.
    ///
    ///     `tap signUp` sent no message: it fired a closure output, which goes where the coordinator that made its screen wired it
    ///       1  LoginViewController#1.onSignUpButtonTap → AuthCoordinator#1.showSignUp
    static func lines(forOutputs fired: [OutputEvent], firedBy command: String) -> [String] {
        let what = fired.count == 1 ? "a closure output, which goes" : "\(fired.count) closure outputs, each of which goes"
        let head = "`\(command)` sent no message: it fired \(what) where the coordinator that made its screen wired it"
        let rows = fired.enumerated().map { index, event in ["  " + Columns.number(index + 1, of: fired.count), event.summary] }
        return [head] + Columns.align(rows)
    }
}
