/// Why the app will not do what was asked, in one line for the person (`the cart is empty, so
/// the app offers no checkout`). The app changed nothing.
public struct AppRefusal: Error, Equatable, Sendable {
    /// A name the app does not know, with the names it does, so the engine can suggest the
    /// closest as it does for every name typed at the prompt.
    public struct UnknownName: Equatable, Sendable {
        /// What the name should have named (`service`).
        public var kind: String
        public var typed: String
        public var known: [String]
    }

    public var message: String
    public var unknownName: UnknownName?

    public init(_ message: String) { self.message = message }

    /// `unknown service 'catalg'`, which the engine completes with "did you mean catalog?".
    public static func unknown(_ kind: String, _ typed: String, among known: [String]) -> AppRefusal {
        var refusal = AppRefusal("unknown \(kind) '\(typed)'")
        refusal.unknownName = UnknownName(kind: kind, typed: typed, known: known)
        return refusal
    }
}
