import HeadlessUIKit
import RouterCoordinator
import Testing

/// The account screen: one button whose output says the user is done.
final class AccountViewController: ViewController, DeclaresOutputs {
    lazy var onDone = Output<Void>("onDone", owner: self)
    var outputs: [any OutputDescribing] { [onDone] }

    override func loadView() {
        let root = View()
        root.addSubview(Button(title: "Done", identifier: "done") { [weak self] _ in self?.onDone() })
        view = root
    }
}

enum AccountAction { case done }

/// A child flow pushed on its parent's router: it only wires its screen and reports `.done`.
final class AccountCoordinator: BaseCoordinator<AccountAction> {
    let screen: AccountViewController

    init(screen: AccountViewController) {
        self.screen = screen
        super.init()
    }

    override func start() {
        screen.onDone.wire(to: self, "finish") { [weak self] in self?.listener(.done) }
    }
}

/// The parent: it shares its router with the child and releases the child in the completion it
/// gives `push`, as the ApplicationCoordinator README's horizontal flows do.
final class SettingsCoordinator: BaseCoordinator<EmptyAction> {
    let router: any RouterProtocol

    init(router: any RouterProtocol) {
        self.router = router
        super.init()
    }

    override func start() {
        router.setRootModule(Screen("Settings"))
    }

    func showAccount() {
        let screen = AccountViewController()
        let child = AccountCoordinator(screen: screen)
        child.listener.wire(to: self, "router.popModule") { [weak self] action in
            switch action {
            case .done: self?.router.popModule()
            }
        }
        addDependency(child)
        router.push(screen, animated: true) { [weak self, weak child] in self?.removeDependency(child) }
        child.start()
    }
}

/// The weak spot the issue asks for, and MacCallum's fix: a child flow on a shared router is
/// released only through the completion the router keeps for its screen.
@Suite struct BackButtonLeakTests {
    /// A settings flow on `app`'s router, started, with the account flow shown.
    func settingsWithAccount(_ app: Routed) -> SettingsCoordinator {
        app.run {
            let settings = SettingsCoordinator(router: app.router)
            settings.start()
            settings.showAccount()
            return settings
        }
    }

    @Test func theBackButtonLeavesTheChildAndItsScreenAliveWithoutTheFix() {
        let app = Routed()
        let settings = settingsWithAccount(app)
        #expect(app.live("AccountCoordinator", "AccountViewController") == ["AccountViewController#1", "AccountCoordinator#1"])

        app.run { app.navigation.popViewController(animated: true) }
        #expect(app.stack == ["Screen#1"])
        #expect(names(settings.childCoordinators) == ["AccountCoordinator#1"])
        #expect(app.pending == ["AccountViewController#1"])
        #expect(app.live("AccountCoordinator", "AccountViewController") == ["AccountViewController#1", "AccountCoordinator#1"])

        // Every visit adds another.
        app.run {
            settings.showAccount()
            app.navigation.popViewController(animated: true)
        }
        #expect(names(settings.childCoordinators) == ["AccountCoordinator#1", "AccountCoordinator#2"])
        #expect(
            app.live("AccountCoordinator", "AccountViewController") == [
                "AccountViewController#1", "AccountCoordinator#1", "AccountViewController#2", "AccountCoordinator#2",
            ])
    }

    @Test func theRouterAsNavigationDelegateReleasesTheChildOnBack() {
        let app = Routed(isNavigationDelegate: true)
        let settings = settingsWithAccount(app)
        _ = app.events()

        app.run { app.navigation.popViewController(animated: true) }
        #expect(app.stack == ["Screen#1"])
        #expect(settings.childCoordinators.isEmpty)
        #expect(app.pending.isEmpty)
        #expect(app.live("AccountCoordinator", "AccountViewController") == [])
        #expect(
            app.events() == [
                "NavigationController#1 pop: AccountViewController#1 → Screen#1",
                "Router#1 runs the completion for AccountViewController#1 (didShow: it left the stack)",
            ])
    }

    @Test func doneReleasesTheChildThroughPopModuleEvenWithoutTheFix() {
        let app = Routed()
        let settings = settingsWithAccount(app)
        _ = app.events()

        app.run {
            let done = app.screen.window.visibleViewController?.view.view(withIdentifier: "done") as? Button
            #expect(done?.tap() == true)
        }
        #expect(app.stack == ["Screen#1"])
        #expect(settings.childCoordinators.isEmpty)
        #expect(app.live("AccountCoordinator", "AccountViewController") == [])
        #expect(
            app.events() == [
                "AccountViewController#1.onDone → AccountCoordinator#1.finish",
                "AccountCoordinator#1.listener → SettingsCoordinator#1.router.popModule",
                "NavigationController#1 pop: AccountViewController#1 → Screen#1",
                "RouterImp#1 runs the completion for AccountViewController#1 (popModule)",
            ])
    }

    @Test func aPopWithoutAnimationStillLeaksWithTheFix() {
        let app = Routed(isNavigationDelegate: true)
        let settings = settingsWithAccount(app)
        app.run { app.navigation.popViewController(animated: false) }
        #expect(names(settings.childCoordinators) == ["AccountCoordinator#1"])
        #expect(app.live("AccountCoordinator", "AccountViewController") == ["AccountViewController#1", "AccountCoordinator#1"])
    }
}
