/// The parts of the app a coordinator runs, as `start` names them, each with its coordinator's type.
package enum ItemsSection: String, CaseIterable, Sendable {
    case auth, onboarding, main, items, create, settings, account

    package var coordinatorTypeName: String {
        switch self {
        case .auth: "AuthCoordinator"
        case .onboarding: "OnboardingCoordinator"
        case .main: "TabbarCoordinator"
        case .items: "ItemCoordinator"
        case .create: "ItemCreateCoordinator"
        case .settings: "SettingsCoordinator"
        case .account: "AccountCoordinator"
        }
    }
}
