import RouterCoordinator

/// The create flow, on a router of its own (presented by the items tab): it reports the item made,
/// or `.dismissFlow` when the user hides it. Its parent dismisses it and removes it.
final class ItemCreateCoordinator: BaseCoordinator<ItemCreateAction>, RoutedCoordinator {
    let router: any RouterProtocol
    private let factory: ItemCreateModuleFactory
    private let store: ItemStore

    init(router: any RouterProtocol, factory: ItemCreateModuleFactory, store: ItemStore) {
        self.router = router
        self.factory = factory
        self.store = store
    }

    override func start() {
        let createOutput = factory.makeItemAddOutput()
        createOutput.onCompleteCreateItem.wire(to: self, "create") { [weak self] title in self?.create(title: title) }
        createOutput.onHideButtonTap.wire(to: self, "hide") { [weak self] in self?.hide() }
        router.setRootModule(createOutput)
    }

    private func create(title: String) {
        listener(.item(store.add(title: title)))
    }

    private func hide() {
        listener(.dismissFlow)
    }
}
