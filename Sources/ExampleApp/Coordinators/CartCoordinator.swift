import Coordinator
import HeadlessUIKit

/// The cart section, on the main navigation controller it shares with the catalog. Each time it
/// is shown it replaces the whole stack with a new cart screen (`root`), which leaves the
/// catalog coordinator alive with a stale list, as the library does. It confirms removals.
final class CartCoordinator: NavigationCoordinator, NeedsDependency {
    var dependencies: AppDependency? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }

    private let factory: ScreenFactory

    init(navigationController: NavigationController, factory: ScreenFactory, dependencies: AppDependency?) {
        self.factory = factory
        self.dependencies = dependencies
        super.init(rootViewController: navigationController)
    }

    override func start() {
        super.start()
        showCart()
    }

    /// Takes the main stack back and makes a new cart screen its only screen.
    func showCart() {
        activate()
        root(factory.makeCart())
        reloadLines()
    }

    /// Whether the main stack shows this coordinator's screen right now.
    var isShowing: Bool {
        guard let top = rootViewController.topViewController else { return false }
        return viewControllers.contains { $0 === top }
    }

    /// Feeds the cart screen its lines; waits for the cart service when it is not ready.
    func reloadLines() {
        guard let screen = viewControllers.last as? CartViewController else { return }
        guard let cart = dependencies?.cart else {
            enqueueMessage(named: "cartLines") { [weak self] in self?.reloadLines() }
            return
        }
        screen.lines = cart.lines
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        let cart = dependencies?.cart
        switch message {
        case let request as CartRemoveRequest:
            return await handle(message, using: cart, named: .cart) { cart in
                guard let line = cart.lines.first(where: { $0.id == request.lineID }) else {
                    return .handled("there is no line \(request.lineID)")
                }
                present(removalAlert(for: line))
                return .handled("asked to confirm removing \(line.text)")
            }
        case let removal as CartRemove:
            return await handle(message, using: cart, named: .cart) { cart in
                guard let line = cart.remove(lineID: removal.lineID) else {
                    return .replied(to: removal, with: cart.itemCount, "there is no line \(removal.lineID)")
                }
                reloadLines()
                return .replied(to: removal, with: cart.itemCount, "removed \(line.text); the cart has \(itemCount(cart.itemCount))")
            }
        default:
            return .pass
        }
    }

    /// Only the destructive action sends `cartRemove`, from the alert itself: the alert reports
    /// to this coordinator, which presented it.
    private func removalAlert(for line: CartLine) -> AlertController {
        let alert = AlertController(title: "Confirm item removal", message: line.text)
        alert.addAction(
            AlertAction(title: "Yes, remove", style: .destructive) { [weak alert] _ in
                alert?.startSending(CartRemove(lineID: line.id))
            })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        return alert
    }
}
