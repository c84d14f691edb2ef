/// An output fired: `LoginViewController#1.onSignUpButtonTap → AuthCoordinator#1.showSignUp`.
public struct OutputEvent: RuntimeEvent, Equatable {
    public let owner: ObjectName
    public let output: String
    /// Nil when the output led nowhere.
    public let wiring: OutputWiring?

    public var summary: String {
        let target = wiring.map { "\($0.listener).\($0.method)" } ?? "nothing (not wired)"
        return "\(owner).\(output) → \(target)"
    }
}
