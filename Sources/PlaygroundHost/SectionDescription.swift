/// A part of the app one coordinator runs, which `start` starts by name (`start checkout`).
public struct SectionDescription: Sendable, Equatable {
    public var name: String
    /// The type of the coordinator that runs it (`CheckoutCoordinator`), which `start` also takes.
    public var coordinatorTypeName: String

    /// By default the coordinator is named after the section: `checkout` runs in a
    /// `CheckoutCoordinator`.
    public init(name: String, coordinatorTypeName: String? = nil) {
        self.name = name
        self.coordinatorTypeName = coordinatorTypeName ?? name.prefix(1).uppercased() + name.dropFirst() + "Coordinator"
    }
}
