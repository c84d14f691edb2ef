import HeadlessUIKit

extension ShopApp {
    /// A screen for `page` (the REPL's `push SCREEN` / `present SCREEN`), made by the app's
    /// factory and wired as its coordinator would: screens that send messages need nothing more,
    /// since their messages find a coordinator up the chain; the edit screen gets its closures
    /// from the running profile-editing coordinator and the city picker's screens from the
    /// running city picker coordinator; without one they stay unwired.
    /// A page naming data that does not exist gives an empty screen saying so.
    package func makeScreen(for page: Page) -> ViewController {
        let catalog = appDelegate.catalog
        let profiles = appDelegate.profiles
        let user = appDelegate.accounts.currentUser
        let editing = appCoordinator.account?.profileEditing
        let cityPicker = editing?.cityPicker
        let shipping = ShippingDetails(recipient: user?.name ?? "", address: user?.city?.name ?? "")
        switch page {
        case .home:
            return screenFactory.makeHome()
        case .category(let id):
            guard let category = catalog.category(id: id) else { return missingScreen(page) }
            return screenFactory.makeCategory(category, products: catalog.products(in: id))
        case .product(let id):
            guard let product = catalog.product(id: id) else { return missingScreen(page) }
            return screenFactory.makeProduct(product)
        case .cart:
            let screen = screenFactory.makeCart()
            screen.lines = appDelegate.cart.lines
            return screen
        case .login:
            return screenFactory.makeLogin()
        case .signUp:
            return screenFactory.makeSignUp()
        case .terms:
            return screenFactory.makeTerms()
        case .profile:
            return screenFactory.makeProfile(user: user)
        case .editProfile:
            if let editing { return editing.makeEditScreen() }
            let screen = screenFactory.makeEditProfile()
            screen.user = user
            return screen
        case .regions:
            if let cityPicker { return cityPicker.makeRegionsScreen() }
            let screen = screenFactory.makeRegions(mode: .single, federalCities: profiles.federalCities, regions: profiles.regions)
            screen.user = user
            return screen
        case .cities(let name):
            guard let region = profiles.region(named: name) else { return missingScreen(page) }
            if let cityPicker { return cityPicker.makeCitiesScreen(of: region) }
            let picker = screenFactory.makeCityPicker(region: region, mode: .single)
            picker.user = user
            return picker
        case .shipping:
            return screenFactory.makeShipping(prefilled: shipping)
        case .payment:
            return screenFactory.makePayment()
        case .confirmation:
            return screenFactory.makeConfirmation(.init(lines: appDelegate.cart.lines, shipping: shipping, payment: .card))
        }
    }

    private func missingScreen(_ page: Page) -> ViewController {
        let screen = ViewController()
        screen.title = "No such page: \(page.path)"
        return screen
    }
}
