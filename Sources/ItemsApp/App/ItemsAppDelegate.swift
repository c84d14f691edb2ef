import HeadlessUIKit

/// The app delegate: it lives as long as the app, so it keeps what the user has done (logged in,
/// seen the onboarding) and the items. It ends the responder chain, which no coordinator of this
/// app is on.
public final class ItemsAppDelegate: Responder, ApplicationDelegate {
    public let authState: AuthState
    public let store = ItemStore()

    init(configuration: ItemsConfiguration) {
        let returning = configuration.launch == .main
        authState = AuthState(isAuthorized: returning, onboardingWasShown: returning)
        super.init()
    }

    public override var objectKind: String { "app delegate" }

    public func applicationDidFinishLaunching(_ application: Application) {}
}
