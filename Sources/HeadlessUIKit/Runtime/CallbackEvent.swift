/// UIKit called the app's code back because of a transition: a completion block, a transition
/// coordinator's alongside completion, an alert action's handler, or a delegate.
public struct CallbackEvent: RuntimeEvent, Equatable {
    public enum Kind: Equatable, Sendable {
        /// The completion block of `present` or `dismiss`.
        case completion(of: PresentationEvent.Kind)
        /// A completion given to `animate(alongsideTransition:completion:)`.
        case alongsideCompletion
        /// The handler of the alert action with this title.
        case alertHandler(title: String)
        /// A delegate method, by its selector's name (`didShow`, `presentationControllerWillDismiss`),
        /// with what it was told about, if anything.
        case delegate(method: String, about: ObjectName?)
    }

    public let kind: Kind
    /// The delegate's name, for a delegate call: its object name when it is a responder, else
    /// its type.
    public let delegate: String?

    init(_ kind: Kind, delegate: AnyObject? = nil) {
        self.kind = kind
        self.delegate = delegate.map { ($0 as? Responder)?.objectName ?? String(describing: type(of: $0)) }
    }

    public var summary: String {
        switch kind {
        case .completion(let of): return "completion of the \(of == .present ? "presentation" : "dismissal") runs"
        case .alongsideCompletion: return "the transition coordinator's completion runs"
        case .alertHandler(let title): return "handler of [\(title)] runs"
        case .delegate(let method, let about):
            return "delegate \(delegate ?? "?"): \(method)" + (about.map { " \($0)" } ?? "")
        }
    }
}
