/// The screens' factories, one protocol per flow, so that each coordinator is handed only the
/// screens of its own flow (and a test can hand it others): the original's `AuthModuleFactory`,
/// `OnboardingModuleFactory`, `ItemModuleFactory`, `ItemCreateModuleFactory` and
/// `SettingsModuleFactory` (here with the account details the settings flow pushes).
protocol AuthModuleFactory {
    func makeLoginOutput() -> LoginPresentable
    func makeSignUpHandler() -> SignUpPresentable
    func makeTermsOutput() -> TermsPresentable
}

protocol OnboardingModuleFactory {
    func makeOnboardingModule() -> OnboardingPresentable
}

protocol ItemModuleFactory {
    func makeItemsOutput() -> ItemsListPresentable
    func makeItemDetailOutput(item: Item) -> ItemDetailPresentable
}

protocol ItemCreateModuleFactory {
    func makeItemAddOutput() -> ItemCreatePresentable
}

protocol SettingsModuleFactory {
    func makeSettingsOutput() -> SettingsPresentable
    func makeAccountOutput() -> AccountPresentable
}

/// Every screen of the app, which `ModuleFactoryImp` makes.
protocol ModuleFactory: AuthModuleFactory, OnboardingModuleFactory, ItemModuleFactory, ItemCreateModuleFactory,
    SettingsModuleFactory
{}
