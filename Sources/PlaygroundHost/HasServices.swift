/// An app whose app delegate hands its coordinators services that may not be ready yet
/// (`catalog`): `services` and `service` need it.
public protocol HasServices: PlaygroundApp {
    /// The services the app can make ready or pending, in the app's own order.
    static var services: [String] { get }

    /// Whether a service of `services` is handed to the coordinators yet.
    func state(ofService name: String) -> ServiceState
    /// Makes a service ready or pending the way the app would, so coordinators that queued
    /// messages for it run them.
    func setState(ofService name: String, to state: ServiceState)
}
