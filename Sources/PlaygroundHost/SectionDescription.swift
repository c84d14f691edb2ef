/// A part of the app one coordinator runs, which `start` starts by name (`start checkout`).
public struct SectionDescription: Sendable, Equatable {
    public var name: String
    /// The type of the coordinator that runs it (`CheckoutCoordinator`), which `start` also takes.
    public var coordinatorTypeName: String

    public init(name: String, coordinatorTypeName: String) {
        self.name = name
        self.coordinatorTypeName = coordinatorTypeName
    }
}
