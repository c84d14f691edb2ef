import HeadlessUIKit

/// The app delegate: it lives as long as the app, so it keeps what the user has done (logged in,
/// seen the onboarding) and the items. It ends the responder chain, which no coordinator of this
/// app is on.
package final class ItemsAppDelegate: Responder, ApplicationDelegate {
    package let authState: AuthState
    package let store = ItemStore()

    init(configuration: ItemsConfiguration) {
        let returning = configuration.launch == .main
        authState = AuthState(isAuthorized: returning, onboardingWasShown: returning)
        super.init()
    }

    package override var objectKind: String { "app delegate" }

    package func applicationDidFinishLaunching(_ application: Application) {}
}
