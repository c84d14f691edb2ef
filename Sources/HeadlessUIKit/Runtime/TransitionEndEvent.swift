/// A transition ended: its animation stopped, in a later turn of the run loop than the call that
/// started it. (Its start is the `NavigationEvent` or `PresentationEvent` recorded then.)
public struct TransitionEndEvent: RuntimeEvent, Equatable {
    public enum Kind: Equatable, Sendable {
        case navigation(NavigationEvent.Operation)
        case presentation(of: ObjectName)
        case dismissal(of: ObjectName)
    }

    /// The navigation controller, or the presenting controller.
    public let owner: ObjectName
    public let kind: Kind
    /// Zero for a presentation or dismissal that does not animate (it still ends at settle).
    public let duration: Duration

    public var summary: String {
        let what =
            switch kind {
            case .navigation(let operation): "\(owner) \(operation.rawValue)"
            case .presentation(let presented): "\(owner) presentation of \(presented)"
            case .dismissal(let presented): "\(owner) dismissal of \(presented)"
            }
        return what + (duration == .zero ? " ends (not animated)" : " ends after \(Self.seconds(duration))")
    }

    /// `0.35s`: virtual time, short, the same on every machine.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        var text = "\(milliseconds / 1000)"
        let fraction = milliseconds % 1000
        if fraction > 0 {
            var digits = String(fraction + 1000).dropFirst()
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text + "s"
    }
}
