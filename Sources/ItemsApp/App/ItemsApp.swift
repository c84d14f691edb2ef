import Foundation
import HeadlessUIKit
import RouterCoordinator

/// The ApplicationCoordinator README's app, on the headless UIKit: the application, its delegate,
/// a scene whose delegate makes the window and the application coordinator, and the flow the
/// launch instructor (or the launch link) says. Create it inside `runtime.run { }`; everything it
/// makes joins that runtime.
package final class ItemsApp {
    package let application: Application
    package let appDelegate: ItemsAppDelegate
    package let sceneDelegate: ItemsSceneDelegate
    package let configuration: ItemsConfiguration
    private let modules: ModuleFactoryImp

    package init(configuration: ItemsConfiguration = .init()) {
        self.configuration = configuration
        appDelegate = ItemsAppDelegate(configuration: configuration)
        modules = ModuleFactoryImp(store: appDelegate.store)
        let coordinatorFactory = CoordinatorFactoryImp(
            modules: modules, store: appDelegate.store, routerClass: configuration.router)
        sceneDelegate = ItemsSceneDelegate(
            configuration: configuration, authState: appDelegate.authState, coordinatorFactory: coordinatorFactory)
        application = Application(delegate: appDelegate)
        application.launch(sceneDelegate: sceneDelegate)
    }

    // The scene delegate makes both when the scene connects, which `init` has done.
    package var window: Window { sceneDelegate.window! }
    package var topCoordinator: any RoutedCoordinator { applicationCoordinator }
    var applicationCoordinator: ApplicationCoordinator { sceneDelegate.applicationCoordinator! }

    package func open(_ url: URL) {
        application.open(url)
    }

    /// A push notification's payload, as the system hands it to the app.
    package func receiveRemoteNotification(_ userInfo: [String: String]) {
        sceneDelegate.receiveRemoteNotification(userInfo)
    }

    package var modelSnapshot: ItemsModelSnapshot {
        ItemsModelSnapshot(
            isAuthorized: appDelegate.authState.isAuthorized, onboardingWasShown: appDelegate.authState.onboardingWasShown,
            items: appDelegate.store.items.map { "\($0.id) \($0.title) · \($0.subtitle)" },
            router: configuration.router.rawValue,
            heldLink: applicationCoordinator.heldLink?.description)
    }

    /// A screen for a page, from the app's own factory, unwired.
    package func makeScreen(for page: ItemsPage) -> ViewController {
        let screen: any Presentable
        switch page {
        case .item(let id):
            guard let item = appDelegate.store.item(id: id) else { preconditionFailure("ItemsPage checked item \(id)") }
            screen = modules.makeItemDetailOutput(item: item)
        case .terms: screen = modules.makeTermsOutput()
        case .account: screen = modules.makeAccountOutput()
        case .create: screen = modules.makeItemAddOutput()
        }
        guard let controller = screen.toPresent() else { preconditionFailure("every screen of the factory is a controller") }
        return controller
    }

    /// Starts a section through the app's own entry points, or says why the app would not now.
    package func start(_ section: ItemsSection) throws(ItemsAppError) {
        let app = applicationCoordinator
        let running = Set(app.allCoordinators.map { ($0 as? Responder)?.objectID.typeName ?? "" })
        if running.contains(section.coordinatorTypeName) {
            throw ItemsAppError("\(section.coordinatorTypeName) is running already")
        }
        switch section {
        case .auth: app.run(.auth)
        case .onboarding: app.run(.onboarding)
        case .main: app.run(.main)
        case .items, .settings, .create, .account:
            guard let main = app.mainFlow else {
                throw ItemsAppError("\(section.rawValue) runs inside the main flow (the tab bar), which is not running: start main first")
            }
            switch section {
            case .items: main.showTab(.items)
            case .settings: main.showTab(.settings)
            case .create:
                guard let items = main.showTab(.items) as? ItemCoordinator else { return }
                items.runCreationFlow()
            default:
                guard let settings = main.showTab(.settings) as? SettingsCoordinator else { return }
                settings.showAccount()
            }
        }
    }
}
