/// A segue drawn in a storyboard: from a source scene to a destination scene, of a kind, with
/// the identifier code performs it by, and optionally the control that triggers it when the
/// user acts on it (a button's tap, a list's row).
public struct SegueDefinition: Equatable, Sendable {
    /// Interface Builder's segue kinds the model knows. "Show" pushes when the source is in a
    /// navigation controller and presents modally otherwise (Apple's `show(_:sender:)`);
    /// "Present Modally" presents.
    public enum Kind: String, Sendable {
        case show
        case presentModally = "present modally"
    }

    public let identifier: String
    public let source: String
    public let destination: String
    public let kind: Kind
    /// The identifier of the source scene's button or list that triggers the segue, if any.
    public let trigger: String?

    public init(_ identifier: String, from source: String, to destination: String, kind: Kind, trigger: String? = nil) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.trigger = trigger
    }
}
