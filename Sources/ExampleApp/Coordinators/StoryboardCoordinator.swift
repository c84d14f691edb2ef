import HeadlessUIKit

/// The city-picker talk's `StoryboardCoordinator<RootType>` (Pavel Gurov, "Application
/// Coordinator in iOS applications", slide 22 of `Coordinators_16:9.pdf` in
/// github.com/pegurov/CoordinatorsDemo @ 4af2978): one storyboard, one coordinator. It is made
/// from a storyboard whose initial scene is a navigation controller, and has that navigation
/// controller and its first screen at once, with no `start()`: whoever made it shows the
/// navigation modally, or takes the root into a navigation of its own.
///
/// The playground's difference: it is a `Responder`, as every object of the model is, only so
/// that the runtime names it and `objects` and `holders` can show it; it is in no coordinator
/// tree and nothing sends it messages.
class StoryboardCoordinator<RootType: ViewController>: Responder {
    let navigationController: NavigationController
    let rootViewController: RootType

    init(storyboard: Storyboard) {
        navigationController = storyboard.initialNavigation
        guard let root = navigationController.topViewController as? RootType else {
            preconditionFailure("\(storyboard.name)'s first screen is not a \(RootType.self)")
        }
        rootViewController = root
        super.init()
    }

    override var objectKind: String { "coordinator" }
}

extension Storyboard {
    /// The initial navigation controller, as the talk's `storyboard.initialNavigation` reads it.
    var initialNavigation: NavigationController {
        guard let navigation = instantiateInitialViewController() as? NavigationController else {
            preconditionFailure("\(name) does not start with a navigation controller")
        }
        return navigation
    }
}
