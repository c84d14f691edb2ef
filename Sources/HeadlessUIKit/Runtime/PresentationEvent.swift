public struct PresentationEvent: RuntimeEvent, Equatable {
    public enum Kind: String, Sendable { case present, dismiss }
    public let kind: Kind
    /// Nil when a dismissal finds no presenter.
    public let presenter: ObjectName?
    public let presented: ObjectName
    public var summary: String {
        let presenter = self.presenter?.description ?? "?"
        return kind == .present ? "\(presenter) presents \(presented)" : "\(presenter) dismisses \(presented)"
    }
}
