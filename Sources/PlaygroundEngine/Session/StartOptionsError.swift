import PlaygroundHost

public struct StartOptionsError: Error, Equatable, Sendable {
    public var message: String
}
