/// Makes every screen, unwired: the coordinator that asked for one sets its outputs.
final class ModuleFactoryImp: ModuleFactory {
    private let store: ItemStore

    init(store: ItemStore) {
        self.store = store
    }

    func makeLoginOutput() -> LoginPresentable { LoginViewController() }
    func makeSignUpHandler() -> SignUpPresentable { SignUpViewController() }
    func makeTermsOutput() -> TermsPresentable { TermsViewController() }
    func makeOnboardingModule() -> OnboardingPresentable { OnboardingViewController() }
    func makeItemsOutput() -> ItemsListPresentable { ItemsListViewController(items: store.items) }
    func makeItemDetailOutput(item: Item) -> ItemDetailPresentable { ItemDetailViewController(item: item) }
    func makeItemAddOutput() -> ItemCreatePresentable { ItemCreateViewController() }
    func makeSettingsOutput() -> SettingsPresentable { SettingsViewController() }
    func makeAccountOutput() -> AccountPresentable { AccountViewController() }
}
