import HeadlessUIKit
import RouterCoordinator

/// The items tab: the list as its router's root, an item's detail pushed with the tab bar hidden
/// (dimaosa's `hideBottomBar: true`), and the create flow presented as a child coordinator with a
/// router of its own, removed as soon as it reports.
final class ItemCoordinator: BaseCoordinator<EmptyAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ItemModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let store: ItemStore
    /// The list, to show an item created meanwhile; the router keeps it alive.
    private weak var list: ItemsListPresentable?

    init(router: any RouterProtocol, factory: ItemModuleFactory, coordinatorFactory: CoordinatorFactory, store: ItemStore) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
        self.store = store
    }

    override func start() {
        showItemList()
    }

    /// `items://item/N`: out of the create flow if it runs, back to the list, then that item.
    override func start(with option: (any DeepLinkOption)?) {
        guard case .item(let id)? = option as? ItemsDeepLink, let item = store.item(id: id) else { return }
        Runtime.current.recordDecision(
            RoutingHop(
                from: objectID, to: objectID, call: "showItemDetail(\(item.title))",
                reason: "ends the create flow if it runs, pops to the list, then pushes the item"))
        endCreationFlow { [weak self] in
            self?.router.popToRootModule(animated: false)
            self?.showItemDetail(item)
        }
    }

    private func showItemList() {
        let itemsOutput = factory.makeItemsOutput()
        itemsOutput.onItemSelect.wire(to: self, "showItemDetail") { [weak self] item in self?.showItemDetail(item) }
        itemsOutput.onCreateItem.wire(to: self, "runCreationFlow") { [weak self] in self?.runCreationFlow() }
        list = itemsOutput
        router.setRootModule(itemsOutput)
    }

    private func showItemDetail(_ item: Item) {
        router.push(factory.makeItemDetailOutput(item: item), hideBottomBar: true)
    }

    /// Presents the flow first, then starts it, as the original does: its coordinator sets the
    /// root of its own navigation controller, already on screen. When it reports, it is removed
    /// at once; an item it made is shown once the dismissal has completed.
    func runCreationFlow() {
        let (coordinator, module) = coordinatorFactory.makeItemCreationCoordinatorBox()
        coordinator.listener.wire(to: self, "creationFlowFinished") { [weak self, weak coordinator] action in
            self?.creationFlowFinished(coordinator, with: action)
        }
        addDependency(coordinator)
        router.present(module)
        coordinator.start()
    }

    private func creationFlowFinished(_ coordinator: ItemCreateCoordinator?, with action: ItemCreateAction) {
        removeDependency(coordinator)
        router.dismissModule(animated: true) { [weak self] in
            guard let self, case .item(let item) = action else { return }
            self.list?.items = self.store.items
            self.showItemDetail(item)
        }
    }

    /// Leaves the create flow without an item, if it runs, then does `next` once it is dismissed.
    func endCreationFlow(then next: @escaping () -> Void) {
        guard let creation = childCoordinators.first(where: { $0 is ItemCreateCoordinator }) else {
            next()
            return
        }
        removeDependency(creation)
        router.dismissModule(animated: false, completion: next)
    }
}
