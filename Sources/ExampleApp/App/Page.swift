/// Every full screen of the app, with the arguments it needs (the recommended implementation's `Page`). Routing by
/// page keeps each coordinator's insides hidden: `globalDisplay`, deep links and the REPL's
/// `push`/`present` all name pages, never controller classes.
package enum Page: Equatable, Hashable, Sendable {
    case home
    case category(id: String)
    case product(id: Int)
    case cart
    case login
    case signUp
    case terms
    case profile
    case editProfile
    case regions
    case cities(region: String)
    case shipping
    case payment
    case confirmation

    /// The coordinator that shows this page.
    package var section: Section {
        switch self {
        case .home, .category, .product: .catalog
        case .cart: .cart
        case .login, .signUp, .terms, .profile: .account
        case .editProfile, .regions, .cities: .profileEditing
        case .shipping, .payment, .confirmation: .checkout
        }
    }

    /// Pages that show or change a user's data: the app logs in first.
    package var needsUser: Bool {
        switch self {
        case .profile, .editProfile, .regions, .cities, .shipping, .payment, .confirmation: true
        default: false
        }
    }

    /// "product/3", "cities/Volga": how the page reads in messages and notes.
    package var path: String {
        switch self {
        case .home: "home"
        case .category(let id): "category/\(id)"
        case .product(let id): "product/\(id)"
        case .cart: "cart"
        case .login: "login"
        case .signUp: "signUp"
        case .terms: "terms"
        case .profile: "profile"
        case .editProfile: "editProfile"
        case .regions: "regions"
        case .cities(let region): "cities/\(region)"
        case .shipping: "shipping"
        case .payment: "payment"
        case .confirmation: "confirmation"
        }
    }
}
