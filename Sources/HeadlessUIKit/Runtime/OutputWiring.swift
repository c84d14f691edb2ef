/// Where an output leads: the listener (usually a coordinator) and the method the closure stands for.
public struct OutputWiring: Equatable, Sendable {
    public let listener: ObjectName
    public let method: String

    public init(listener: ObjectName, method: String) {
        self.listener = listener
        self.method = method
    }
}
