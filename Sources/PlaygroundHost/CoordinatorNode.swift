import HeadlessUIKit

/// One coordinator as the engine shows it, whatever library it is built on: the shop's
/// coordinators are responders that keep their screens and queue messages (radianttap's
/// `Coordinator`); the items app's are plain objects that show screens through a router
/// (`RouterCoordinator`). `tree`, `state`, the snapshot and the pictures read only this, so one
/// schema serves both; a style fills what it has and leaves the rest empty.
///
/// Children are read on demand, one level at a time, so a tree of any depth is walked without
/// recursion.
public protocol CoordinatorNode {
    /// The coordinator itself, named by the runtime (`AuthCoordinator#1`).
    var object: Responder { get }
    /// Its parent, nil at the top.
    var parentObject: Responder? { get }
    /// Its children, in the library's order.
    var children: [any CoordinatorNode] { get }
    /// The controller its screens live in: its root, or its router's navigation controller.
    var rootController: ViewController? { get }
    /// The screens it keeps a list of; nil for a coordinator that keeps none.
    var screens: [ViewController]? { get }
    /// Screens on that list that are no longer where it put them.
    var staleScreens: [ViewController] { get }
    /// Whether its root reports to it now (messages and the Back button reach it); nil in a style
    /// where nothing reports to a coordinator.
    var isActive: Bool? { get }
    /// The names of the messages it holds until a service is ready, in order.
    var queuedMessageNames: [String] { get }
    /// The router it shows its screens through, in a style that has routers.
    var router: RouterNode? { get }
    /// Its parent stops it as that style does (radianttap's `stopChild`, the README's
    /// `removeDependency`), and says what happened in one line. Only for a node with a parent.
    func stopThroughParent() -> String
}
