import PlaygroundHost

package struct StartOptionsError: Error, Equatable, Sendable {
    package var message: String
}
