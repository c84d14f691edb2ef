/// A segue on its way (Apple's `UIStoryboardSegue`): made by the storyboard runtime when a segue
/// is triggered or performed, with the source and the freshly made destination; `perform()`
/// makes the transition. Nothing keeps it once the transition has started, as in UIKit.
public final class StoryboardSegue {
    public let identifier: String
    public let kind: SegueDefinition.Kind
    public let source: ViewController
    public let destination: ViewController

    init(identifier: String, kind: SegueDefinition.Kind, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
    }

    /// The transition: "show" pushes on the source's navigation controller (or presents, when
    /// there is none), "present modally" presents, both animated.
    public func perform() {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        let navigation = kind == .show ? source.navigationController : nil
        runtime.recordDetail(
            SegueEvent(
                .perform(navigation.map { _ in .push } ?? .present), identifier: identifier, source: source.objectID,
                destination: destination.objectID))
        if let navigation {
            navigation.pushViewController(destination, animated: true)
        } else {
            source.present(destination, animated: true)
        }
    }
}
