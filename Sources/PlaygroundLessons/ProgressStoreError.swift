/// Progress could not be saved; the message is one line for the learner.
package struct ProgressStoreError: Error, Equatable, Sendable {
    package let message: String
    package init(message: String) { self.message = message }
}
