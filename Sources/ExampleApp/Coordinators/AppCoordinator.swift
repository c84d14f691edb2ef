import Coordinator
import HeadlessUIKit

/// The top coordinator (the recommended implementation's SceneCoordinator, the ApplicationCoordinator README's ApplicationCoordinator): it owns
/// the main navigation controller, decides which section runs, and routes pages (messages,
/// deep links) from any state. Its chain continues to the scene delegate.
///
/// It keeps the cart's count for every screen (`cartAdd`, `cartStatus`), so those work from any
/// section. Catalog and cart share its navigation controller; account and checkout have their
/// own and are presented. A page that needs a user while nobody is logged in waits in
/// `pageAfterLogin` while the account section asks for a login.
package final class AppCoordinator: NavigationCoordinator, NeedsDependency {
    package var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    let factory: ScreenFactory
    /// The broken forms of the code that run instead of the fixes (empty but for teaching).
    let pitfalls: Set<ShopPitfall>
    private weak var sceneDelegate: ShopSceneDelegate?
    /// The page a login was asked for; shown once someone logs in, forgotten if the account
    /// flow is closed.
    package private(set) var pageAfterLogin: Page?

    init(sceneDelegate: ShopSceneDelegate, factory: ScreenFactory, dependencies: AppDependency?, pitfalls: Set<ShopPitfall> = []) {
        self.sceneDelegate = sceneDelegate
        self.factory = factory
        self.pitfalls = pitfalls
        self.dependencies = dependencies
        super.init(rootViewController: NavigationController())
    }

    /// radianttap's Implement.md (SceneCoordinator, line 149 at 8.0): the top coordinator's
    /// `coordinatingResponder` is the scene delegate.
    package override var overriddenCoordinatingResponder: Responder? { sceneDelegate }

    package override func start() {
        super.start()
        display(.home)
    }

    var catalog: CatalogCoordinator? { childCoordinators.child(matching: CatalogCoordinator.self) }
    var cart: CartCoordinator? { childCoordinators.child(matching: CartCoordinator.self) }
    var account: AccountCoordinator? { childCoordinators.child(matching: AccountCoordinator.self) }
    var checkout: CheckoutCoordinator? { childCoordinators.child(matching: CheckoutCoordinator.self) }

    private var currentUser: User? { dependencies?.account?.currentUser }

    // MARK: Routing

    /// Shows `page` from whatever state the app is in: what is presented is dismissed unless it
    /// is the page's own section, and a page that needs a user asks for a login first.
    @discardableResult
    package func display(_ page: Page) -> String {
        Runtime.current.recordDecision(RoutingHop(from: objectID, to: objectID, call: "display(.\(page.path))", reason: route(of: page)))
        if page.needsUser && currentUser == nil {
            pageAfterLogin = page
            showAccount(at: .login)
            return "\(page.path) needs a user: presented the login first"
        }
        switch page.section {
        case .catalog:
            closePresentedSections(except: nil) { [weak self] in self?.showCatalog(at: page) }
            return "showed \(page.path) on the main stack"
        case .cart:
            closePresentedSections(except: nil) { [weak self] in self?.showCart() }
            return "the cart replaced the main stack"
        case .account, .profileEditing:
            showAccount(at: page)
            return "showed \(page.path) in the account section"
        case .checkout:
            showCheckout(at: page)
            return "showed \(page.path) in checkout"
        }
    }

    /// Where a URL opened by the system goes (the scene delegate hands it over).
    package func open(_ deepLink: DeepLink) {
        display(deepLink.page)
    }

    /// Why `display` goes where it goes, for the trace.
    private func route(of page: Page) -> String {
        if page.needsUser && currentUser == nil {
            return "it needs a user and nobody is logged in: keeps it in pageAfterLogin and shows the login"
        }
        switch page.section {
        case .catalog: return "a catalog page: closes any presented section, then the catalog shows it on the main stack"
        case .cart: return "the cart: closes any presented section, then the cart takes the main stack"
        case .account, .profileEditing: return "an account page: the account section (presented) shows it"
        case .checkout: return "a checkout page: the checkout section is presented"
        }
    }

    private func showCatalog(at page: Page) {
        if let catalog {
            Runtime.current.recordDecision(
                RoutingHop(
                    from: objectID, to: catalog.objectID, call: "display(.\(page.path))",
                    reason: "the catalog runs already: it shows the page"))
            catalog.display(page)
        } else {
            startChild(
                coordinator: CatalogCoordinator(
                    navigationController: rootViewController, factory: factory, dependencies: dependencies, initialPage: page))
        }
    }

    private func showCart() {
        if let cart {
            cart.showCart()
        } else {
            startChild(coordinator: CartCoordinator(navigationController: rootViewController, factory: factory, dependencies: dependencies))
        }
    }

    private func showAccount(at page: Page) {
        closePresentedSections(except: account) { [weak self] in
            guard let self else { return }
            if let account = self.account {
                Runtime.current.recordDecision(
                    RoutingHop(
                        from: objectID, to: account.objectID, call: "display(.\(page.path))",
                        reason: "the account section runs already: it shows the page"))
                account.display(page)
                return
            }
            let account = AccountCoordinator(factory: factory, dependencies: dependencies, initialPage: page, pitfalls: pitfalls)
            account.onLoggedIn.wire(to: self, "showPageAfterLogin") { [weak self] _ in self?.showPageAfterLogin() }
            startChild(coordinator: account)
            rootViewController.present(account.rootViewController, animated: true)
        }
    }

    private func showCheckout(at page: Page) {
        closePresentedSections(except: checkout) { [weak self] in
            guard let self, checkout == nil else { return }
            let checkout = CheckoutCoordinator(factory: factory, dependencies: dependencies, initialPage: page, pitfalls: pitfalls)
            startChild(coordinator: checkout)
            rootViewController.present(checkout.rootViewController, animated: true)
        }
    }

    /// The toggle from the cart back to the catalog: the catalog coordinator takes the main stack
    /// over with the screens it kept (radianttap's `takeover()`: "Call this when you want to
    /// entirely replace one Coordinator instance with another"), so the user is back where they
    /// were; the list it kept while the cart had the stack is what makes this possible. With no
    /// saved screens, a new home.
    private func resumeCatalog() -> String {
        guard let catalog, !catalog.viewControllers.isEmpty else { return display(.home) }
        closePresentedSections(except: nil) { catalog.takeover() }
        return "the catalog took the main stack back with its saved screens"
    }

    private func showPageAfterLogin() {
        guard let page = pageAfterLogin else { return }
        Runtime.current.recordDecision(
            RoutingHop(
                from: objectID, to: objectID, call: "display(.\(page.path))", reason: "someone logged in, and pageAfterLogin waited for it")
        )
        pageAfterLogin = nil
        display(page)
    }

    /// Dismisses whatever the main stack presents (a section, an alert), stops the presented
    /// sections except `kept`, and runs `next` once the main stack is at rest.
    ///
    /// A dismissal runs until its animation ends, and while it runs UIKit refuses to present
    /// from the main stack ("Attempt to present … while a presentation is in progress.") or to
    /// change it: so `next` runs in the dismissal's completion, the one place that works on every
    /// iOS. With nothing to dismiss it runs at once.
    private func closePresentedSections(except kept: NavigationCoordinator?, then next: @escaping () -> Void) {
        let dismissing = rootViewController.presentedViewController.map { $0 !== kept?.rootViewController } ?? false
        if dismissing {
            if pitfalls.contains(.dismissThenPresent) {
                // The broken way: dismiss, and go on below in the same turn as if the sheet were gone.
                rootViewController.dismiss(animated: true)
            } else {
                rootViewController.dismiss(animated: true, completion: next)
            }
        }
        let presentedSections: [NavigationCoordinator] = [account, checkout].compactMap { $0 }
        for section in presentedSections where section !== kept {
            if section is AccountCoordinator { pageAfterLogin = nil }
            stopChild(coordinator: section)
        }
        if !dismissing || pitfalls.contains(.dismissThenPresent) { next() }
    }

    // MARK: Children finishing

    /// Account and checkout are presented: when one finishes it is dismissed and stopped. After
    /// checkout the main stack's screens are told the new cart.
    package override func coordinatorDidFinish(_ coordinator: any Coordinating) {
        guard coordinator is AccountCoordinator || coordinator is CheckoutCoordinator else {
            return super.coordinatorDidFinish(coordinator)
        }
        if coordinator is AccountCoordinator { pageAfterLogin = nil }
        Runtime.current.recordDecision(
            AppDecision(
                objectID, "coordinatorDidFinish(\(coordinator.objectID))",
                "a presented section finished: dismisses its sheet if it is still up, then stopChild"))
        // A sheet the user swiped away is gone already; only one still up needs dismissing.
        if let section = coordinator as? NavigationCoordinator, rootViewController.presentedViewController === section.rootViewController {
            rootViewController.dismiss(animated: true)
        }
        stopChild(coordinator: coordinator)
        if coordinator is CheckoutCoordinator { updateCartViews() }
    }

    /// Tells every screen showing the cart or its badge that the cart changed (the city-picker talk's walk of
    /// the stack): the badges on the main stack, and the cart's lines. Called after every change
    /// this coordinator makes (an item added, at once or replayed from the queue) or sees (an
    /// order placed), whoever sent the message and whoever gets its reply.
    private func updateCartViews() {
        guard let count = dependencies?.cart?.itemCount else { return }
        for screen in rootViewController.viewControllers {
            (screen as? BadgedScreen)?.cartItemCount = count
        }
        cart?.reloadLines()
    }

    // MARK: Messages

    package override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        let cart = dependencies?.cart
        switch message {
        case let add as CartAdd:
            return await handle(message, using: cart, named: .cart) { cart in
                let line = cart.add(add.product, color: add.color, size: add.size)
                updateCartViews()
                return .replied(
                    to: add, with: CartAddReply(line: line, itemCount: cart.itemCount),
                    "added \(line.text); the cart has \(itemCount(cart.itemCount))")
            }
        case let status as CartStatus:
            return await handle(message, using: cart, named: .cart) { cart in
                .replied(to: status, with: cart.itemCount, "the cart has \(itemCount(cart.itemCount))")
            }
        case is CartToggle:
            guard self.cart?.isShowing == true else { return .handled(display(.cart)) }
            return .handled(resumeCatalog())
        case is CatalogShowHome:
            return .handled(display(.home))
        case is CartCheckout:
            return .handled(display(.shipping))
        case is AccountShow:
            return .handled(display(currentUser == nil ? .login : .profile))
        case let request as GlobalDisplay:
            return .handled(display(request.page))
        default:
            return .pass
        }
    }
}
