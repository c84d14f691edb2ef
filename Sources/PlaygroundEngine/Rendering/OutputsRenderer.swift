import HeadlessUIKit
import PlaygroundHost

/// `outputs`: an object's closure outputs, each with where it leads: the coordinator (or other
/// listener) and the method it was wired to, in the order the object declares them. The closure
/// style's counterpart of `chain`: where `chain` shows the way a message would climb, this shows
/// the one place each closure goes.
///
///     LoginViewController#1 "Login"
///       onCompleteAuth      → AuthCoordinator#1.finish
///       onSignUpButtonTap   → AuthCoordinator#1.showSignUp
enum OutputsRenderer {
    /// `withoutOutputs` is what the app's words add for an object that has none.
    static func lines(for object: Responder, live: Set<ObjectName>, withoutOutputs: String) -> [String] {
        let head = (object as? ViewController).map(ScreenNames.describe) ?? object.objectName
        guard let declaring = object as? DeclaresOutputs else {
            return ["\(head) has no closure outputs" + withoutOutputs]
        }
        let outputs = declaring.outputs
        guard !outputs.isEmpty else { return ["\(head) has no outputs: nothing on it reports to a coordinator"] }
        let rows = outputs.map { output -> [String] in
            guard let wiring = output.wiring else { return ["  " + output.name, "→ nothing (not wired)"] }
            let gone = live.contains(wiring.listener) ? "" : " (no longer alive)"
            return ["  " + output.name, "→ \(wiring.listener).\(wiring.method)" + gone]
        }
        return [head] + Columns.align(rows, separator: "   ")
    }
}
