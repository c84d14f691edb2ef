/// The app's sections; each is one coordinator (the demo's `Section`).
package enum Section: String, CaseIterable, Sendable {
    case catalog, cart, account, profileEditing, checkout

    /// The page a section opens on when started by name.
    var firstPage: Page {
        switch self {
        case .catalog: .home
        case .cart: .cart
        case .account: .profile
        case .profileEditing: .editProfile
        case .checkout: .shipping
        }
    }
}

/// Why a section could not be started the way the app would start it.
package struct SectionError: Error, Equatable, Sendable {
    package let message: String
}
