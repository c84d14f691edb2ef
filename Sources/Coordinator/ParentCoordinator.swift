import HeadlessUIKit

private let parentCoordinatorKey = AssociationKey("parentCoordinator")

final class WeakCoordinating {
    weak var coordinator: (any Coordinating)?
    init(_ coordinator: (any Coordinating)?) { self.coordinator = coordinator }
}

extension ViewController {
    /// The coordinator this controller reports to. Weak, so a screen never keeps its coordinator
    /// alive: `start` and `activate` set it on a coordinator's root controller, `present` on the
    /// presented one, `stop` clears it. Screens pushed with `show` don't get one: their messages
    /// climb to the navigation controller and reach whichever coordinator activated on it last.
    public var parentCoordinator: (any Coordinating)? {
        get { (associatedValues[parentCoordinatorKey] as? WeakCoordinating)?.coordinator }
        set { associatedValues[parentCoordinatorKey] = WeakCoordinating(newValue) }
    }
}
