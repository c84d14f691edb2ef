/// A closure output of a screen or a coordinator (`onItemSelect`, `onCompleteAuth`) that also
/// knows where it leads. In the ApplicationCoordinator README's style a coordinator sets a
/// closure on each screen it makes; a plain Swift closure cannot say what it is wired to, so this
/// one is told when it is wired (the listener's name and the method the closure stands for), and
/// it records an `OutputEvent` each time it fires.
///
/// Declare it lazily, so that the owner can name itself:
/// `lazy var onItemSelect = Output<Item>("onItemSelect", owner: self)`; wire it where the
/// coordinator makes the screen:
/// `screen.onItemSelect.wire(to: self, "showItemDetail") { [weak self] item in self?.showItemDetail(item) }`.
public final class Output<Value>: OutputDescribing {
    public let name: String
    /// The object that declares the output. Kept by name: an output never keeps anything alive.
    public let owner: ObjectName
    public private(set) var wiring: OutputWiring?
    private var handler: ((Value) -> Void)?

    public init(_ name: String, owner: Responder) {
        self.name = name
        self.owner = owner.objectID
    }

    /// Sets what firing does, replacing any earlier wiring. `method` names what `handler` does on
    /// `listener`, for the record; nothing checks it against the code.
    public func wire(to listener: Responder, _ method: String, _ handler: @escaping (Value) -> Void) {
        wiring = OutputWiring(listener: listener.objectID, method: method)
        self.handler = handler
    }

    /// Leaves the output leading nowhere, as a closure set back to nil.
    public func unwire() {
        wiring = nil
        handler = nil
    }

    /// Fires: records where the value goes, then hands it over (an unwired output only records).
    public func callAsFunction(_ value: Value) {
        Runtime.current.record(OutputEvent(owner: owner, output: name, wiring: wiring))
        handler?(value)
    }
}

extension Output where Value == Void {
    public func callAsFunction() { self(()) }
}
