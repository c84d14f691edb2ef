import Coordinator
import HeadlessUIKit

/// One live app, launched the way UIKit launches one: the application, its delegate (the
/// services), a scene whose delegate builds the window and the app coordinator, and the home
/// screen. Create it inside `runtime.run { }`; everything it makes joins that runtime.
package final class ShopApp {
    package let application: Application
    package let appDelegate: ShopAppDelegate
    package let sceneDelegate: ShopSceneDelegate
    /// The factory every coordinator makes its screens with (and its list/map switch).
    package let screenFactory: ScreenFactory

    package init(configuration: ShopConfiguration = .init()) {
        screenFactory = ScreenFactory(cityPickerStyle: configuration.cityPickerStyle)
        appDelegate = ShopAppDelegate(pendingServices: configuration.pendingServices)
        sceneDelegate = ShopSceneDelegate(factory: screenFactory, pitfalls: configuration.pitfalls)
        application = Application(delegate: appDelegate)
        application.launch(sceneDelegate: sceneDelegate)
    }

    // The scene delegate builds both when the scene connects, which `init` has done.
    package var window: Window { sceneDelegate.window! }
    package var appCoordinator: AppCoordinator { sceneDelegate.coordinator! }

    package var visibleScreen: ViewController? { window.visibleViewController }

    package func serviceState(_ name: ServiceName) -> ServiceState { appDelegate.serviceState(name) }

    package func setService(_ name: ServiceName, _ state: ServiceState) { appDelegate.setService(name, state) }

    /// The factory's A/B switch; screens made from now on follow it.
    package var cityPickerStyle: CityPickerStyle {
        get { screenFactory.cityPickerStyle }
        set { screenFactory.cityPickerStyle = newValue }
    }

    package var modelSnapshot: ModelSnapshot {
        let catalog = appDelegate.catalog
        let cart = appDelegate.cart
        return ModelSnapshot(
            services: ServiceName.allCases.map { .init(name: $0, state: serviceState($0)) },
            user: appDelegate.accounts.currentUser,
            cart: cart.lines.map(\.text),
            cartTotal: cart.total,
            orders: cart.orders,
            catalog: catalog.products.map { product in
                "\(product.id) \(product.name) · \(catalog.category(id: product.categoryID)?.name ?? product.categoryID) · €\(product.price)"
                    + (product.isPromoted ? " · promoted" : "")
            },
            cityPickerStyle: cityPickerStyle)
    }

    /// Starts a section as the app would: through the app coordinator's routing, which logs in
    /// first where the section needs a user.
    package func start(_ section: Section) throws(SectionError) {
        if section == .checkout, appDelegate.cart.lines.isEmpty {
            throw SectionError(message: "the cart is empty, so the app offers no checkout")
        }
        let page = section == .account && appDelegate.accounts.currentUser == nil ? .login : section.firstPage
        appCoordinator.display(page)
    }
}
