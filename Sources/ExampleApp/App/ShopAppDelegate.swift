import HeadlessUIKit

/// The app delegate (the recommended implementation): the only object that lives as long as the app, so it owns the
/// services. It builds `AppDependency` from the services that are ready and hands it to every
/// scene; when a service becomes ready it rebuilds it, and the value travels down the
/// coordinator tree. It ends the responder chain.
package final class ShopAppDelegate: Responder, ApplicationDelegate {
    let catalog: CatalogService
    let cart: CartService
    let accounts: AccountService
    let profiles: ProfileService
    private var pendingServices: Set<ServiceName>
    private weak var application: Application?

    package private(set) var appDependency = AppDependency() {
        didSet { updateSceneDependencies() }
    }

    init(pendingServices: Set<ServiceName>) {
        self.pendingServices = pendingServices
        // Their requests take time on the app's run loop: the runtime the app is launched in.
        let runLoop = Runtime.current.runLoop
        catalog = CatalogService(runLoop: runLoop)
        cart = CartService(runLoop: runLoop)
        accounts = AccountService(runLoop: runLoop)
        profiles = ProfileService(accounts: accounts)
        super.init()
    }

    package override var objectKind: String { "app delegate" }

    package func applicationDidFinishLaunching(_ application: Application) {
        self.application = application
        rebuildDependencies()
    }

    package func application(_ application: Application, configureConnecting session: SceneSession) {
        session.appDependency = appDependency
    }

    package func serviceState(_ name: ServiceName) -> ServiceState {
        pendingServices.contains(name) ? .pending : .ready
    }

    /// A service finished (or lost) its setup: the dependencies are rebuilt and handed down.
    package func setService(_ name: ServiceName, _ state: ServiceState) {
        switch state {
        case .ready: pendingServices.remove(name)
        case .pending: pendingServices.insert(name)
        }
        rebuildDependencies()
    }

    /// The recommended implementation's `rebuildDependencies`: a new value with whatever is available now.
    private func rebuildDependencies() {
        func ifReady<Service>(_ name: ServiceName, _ service: Service) -> Service? {
            serviceState(name) == .ready ? service : nil
        }
        appDependency = AppDependency(
            catalog: ifReady(.catalog, catalog), cart: ifReady(.cart, cart),
            account: ifReady(.account, accounts), profile: ifReady(.profile, profiles))
    }

    private func updateSceneDependencies() {
        for scene in application?.connectedScenes ?? [] {
            scene.session.appDependency = appDependency
            (scene.delegate as? ShopSceneDelegate)?.appDependency = appDependency
        }
    }
}

private let appDependencyKey = "appDependency"

extension SceneSession {
    /// Where the recommended implementation keeps the dependencies for a scene that connects later.
    var appDependency: AppDependency? {
        get { userInfo[appDependencyKey] as? AppDependency }
        set { userInfo[appDependencyKey] = newValue }
    }
}
