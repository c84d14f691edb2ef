/// The root of everything that can receive events, as `UIResponder` is: views, view controllers,
/// windows, scenes, the application and (in the coordinator library) coordinators.
///
/// Each responder is named by its runtime when it is created: its type and a per-type counter
/// (`ProductViewController#3`). Output never shows an address, so every replay reads the same.
open class Responder {
    /// The stable, readable name this object is shown by: its type and number.
    public private(set) var objectID = Responder.unregistered
    /// Its place on the runtime's list of live objects (the runtime moves it when it compacts).
    /// Four bytes, kept next to `objectID` to fill the four its number leaves (every object of
    /// a long session pays for each field).
    private var storedRegistrySlot: UInt32 = 0
    var registrySlot: Int {
        get { Int(storedRegistrySlot) }
        set { storedRegistrySlot = UInt32(newValue) }
    }
    /// `objectID` as text (`ProductViewController#3`).
    public var objectName: String { objectID.description }
    /// Values other modules attach to a responder, as `objc_setAssociatedObject` lets them in
    /// UIKit: the coordinator library keeps `parentCoordinator` here.
    public var associatedValues: [AssociationKey: Any] = [:]

    /// What `objectID` holds for the moment between allocation and registration.
    private static let unregistered = ObjectName(typeName: "", number: 0)
    /// The runtime that named this object, which lists it as live until it goes.
    let runtime: Runtime
    /// The main run loop of this object's app: where its `async` work runs, in order, as it
    /// would on the main actor.
    public var runLoop: RunLoop { runtime.runLoop }

    public init() {
        runtime = Runtime.current
        (objectID, registrySlot) = runtime.register(self)
    }

    /// Makes the object `runtime` named earlier, in the place it held for it (`Runtime.reserve`).
    init(reservedSlot slot: Int, number: Int, in runtime: Runtime) {
        self.runtime = runtime
        registrySlot = slot
        objectID = runtime.fillReserved(slot, with: self, number: number)
    }

    /// Makes the objects this one holds places for (`Runtime.reserve`); nothing by default.
    func makeReservedObjects() {}

    /// Told that the places this object holds, starting at `old`, now start at `new`.
    func reservedPlaceMoved(from old: Int, to new: Int) {}

    deinit {
        runtime.forget(self)
    }

    /// The next responder in UIKit's responder chain; `nil` at the end of it.
    open var next: Responder? { nil }

    /// The kind this object is listed under when a person asks what is alive.
    open var objectKind: String { "responder" }
}

extension Responder: CustomStringConvertible {
    public var description: String { objectName }
}
