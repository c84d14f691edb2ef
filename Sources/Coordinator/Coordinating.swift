import HeadlessUIKit
import OrderedCollections

/// What makes an object a coordinator: it owns a piece of the UI, starts and stops, keeps child
/// coordinators and is told when one of them is done. (The protocol exists so that coordinators
/// of different root types live together in one tree.)
public protocol Coordinating: Responder {
    /// Names this coordinator among its siblings; by default its type's name, so a parent holds
    /// at most one child of each type unless identifiers are set by hand.
    var identifier: String { get }
    /// Weak: a child never keeps its parent alive.
    var parent: (any Coordinating)? { get set }
    /// Keyed by identifier, in the order they were started (the seed uses a dictionary; order is
    /// kept here so that every listing reads the same twice).
    var childCoordinators: OrderedDictionary<String, any Coordinating> { get }

    /// Shows this coordinator's first screen and takes over its flow.
    func start()
    /// Clears whatever this coordinator tracks, its screens included.
    func stop()
    /// A child says it is done (typically: the user went back past its first screen).
    func coordinatorDidFinish(_ coordinator: any Coordinating)
    func startChild(coordinator: any Coordinating)
    func stopChild(coordinator: any Coordinating)
    /// Takes back a root controller shared with others, so messages and Back come here again.
    func activate()
    /// `activate`, then make the root show this coordinator's content, replacing what it shows.
    func takeover()
}

public extension OrderedDictionary where Value == any Coordinating {
    /// The first child of the given type, if one is running. Inlinable, so that a caller's
    /// concrete class makes each check a class cast rather than the runtime's generic one: an app
    /// coordinator reads its sections this way on every deep link.
    @inlinable
    func child<T: Coordinating>(matching type: T.Type) -> T? {
        for child in values {
            if let match = child as? T { return match }
        }
        return nil
    }
}
