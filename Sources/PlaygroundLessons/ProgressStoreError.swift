/// Progress could not be saved; the message is one line for the learner.
public struct ProgressStoreError: Error, Equatable, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
}
