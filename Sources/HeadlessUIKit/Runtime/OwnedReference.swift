/// One strong reference from an object to another: the stored property that holds it, and the
/// object it keeps alive. `CartCoordinator#1.viewControllers` holding `CartViewController#2` is
/// one; the memory graph of a live app is made of these.
public struct OwnedReference {
    /// The stored property, as the code names it (`viewControllers`).
    public let label: String
    public let object: Responder
}
