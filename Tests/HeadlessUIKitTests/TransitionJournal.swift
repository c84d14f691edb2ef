import HeadlessUIKit

/// Everything a test watches, in the order it happened: appearance callbacks, delegate calls,
/// completions, each with whether a transition coordinator could be read then.
final class TransitionJournal {
    var entries: [String] = []

    /// Takes what was written so far, and starts afresh.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A screen that writes its appearance callbacks, under its own name, into a journal.
final class JournaledScreen: ViewController {
    let name: String
    let journal: TransitionJournal

    init(_ name: String, _ journal: TransitionJournal) {
        self.name = name
        self.journal = journal
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name) didDisappear") }
}

/// A navigation controller's and a presentation controller's delegate that writes every call
/// into a journal, with the navigation controller's transition coordinator as it reads then.
final class JournaledDelegate: NavigationControllerDelegate, AdaptivePresentationControllerDelegate {
    let journal: TransitionJournal
    /// What `presentationControllerShouldDismiss` answers.
    var allowsDismissal = true

    init(_ journal: TransitionJournal) { self.journal = journal }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        journal.entries.append("willShow \(name(of: viewController)) \(describe(navigationController.transitionCoordinator))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        journal.entries.append("didShow \(name(of: viewController)) \(describe(navigationController.transitionCoordinator))")
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        journal.entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        journal.entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        journal.entries.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        journal.entries.append("didAttemptToDismiss")
    }
}

/// A screen's journal name, or its object name.
func name(of controller: ViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? JournaledScreen)?.name ?? controller.objectName
}

/// `from A to B`, or `no transition`.
func describe(_ transition: TransitionCoordinator?) -> String {
    guard let transition else { return "no transition" }
    return "from \(name(of: transition.viewController(forKey: .from))) to \(name(of: transition.viewController(forKey: .to)))"
}

/// A window on screen whose root is a navigation controller with one journaled screen, "root":
/// what most transition tests start from. Keep it: the scene holds its window weakly.
struct Stage {
    let runtime: Runtime
    let journal = TransitionJournal()
    let window: Window
    let navigation: NavigationController
    let root: JournaledScreen

    /// Call inside `runtime.run`.
    init(_ runtime: Runtime) {
        self.runtime = runtime
        root = JournaledScreen("root", journal)
        navigation = NavigationController(rootViewController: root)
        window = showInWindow(navigation)
        _ = journal.take()
        _ = runtime.drainEvents()
    }

    func screen(_ name: String) -> JournaledScreen { JournaledScreen(name, journal) }

    /// What the runtime recorded since the last call, as the trace prints it.
    func events() -> [String] { runtime.drainEvents().map(\.summary) }

    /// The warnings among what the runtime recorded since the last call.
    func warnings() -> [String] { runtime.drainEvents().compactMap { ($0 as? Warning)?.message } }
}

/// A runtime that records events, for tests that read them.
func recordingRuntime() -> Runtime {
    let runtime = Runtime()
    runtime.isRecordingEvents = true
    return runtime
}
