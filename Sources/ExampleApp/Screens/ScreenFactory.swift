import HeadlessUIKit

/// Makes every screen (the ApplicationCoordinator README's module factory). Coordinators ask it instead of naming
/// controller classes, so the A/B switch between the list and the map city picker lives here
/// alone: flip `cityPickerStyle` and the coordinator's code stays the same.
package final class ScreenFactory {
    package var cityPickerStyle: CityPickerStyle

    package init(cityPickerStyle: CityPickerStyle = .list) {
        self.cityPickerStyle = cityPickerStyle
    }

    func makeHome() -> HomeViewController { HomeViewController() }

    func makeCategory(_ category: ProductCategory, products: [Product]) -> CategoryViewController {
        CategoryViewController(category: category, products: products)
    }

    func makeProduct(_ product: Product) -> ProductViewController { ProductViewController(product: product) }

    func makeCart() -> CartViewController { CartViewController() }

    func makeLogin() -> LoginViewController { LoginViewController() }

    func makeSignUp() -> SignUpViewController { SignUpViewController() }

    func makeTerms() -> TermsViewController { TermsViewController() }

    func makeProfile(user: User?) -> ProfileViewController { ProfileViewController(user: user) }

    func makeEditProfile() -> EditProfileViewController { EditProfileViewController() }

    func makeRegions(mode: CityPickerMode, federalCities: [City], regions: [Region]) -> RegionsViewController {
        RegionsViewController(mode: mode, federalCities: federalCities, regions: regions)
    }

    /// The list or the map, behind the one protocol the coordinator knows.
    func makeCityPicker(region: Region, mode: CityPickerMode) -> any CitiesOutput {
        switch cityPickerStyle {
        case .list: CitiesListViewController(region: region, mode: mode)
        case .map: CitiesMapViewController(region: region, mode: mode)
        }
    }

    func makeShipping(prefilled details: ShippingDetails) -> ShippingViewController {
        ShippingViewController(prefilled: details)
    }

    func makePayment() -> PaymentViewController { PaymentViewController() }

    func makeConfirmation(_ summary: ConfirmationViewController.Summary) -> ConfirmationViewController {
        ConfirmationViewController(summary: summary)
    }
}

/// The factory's A/B switch for the city picker.
package enum CityPickerStyle: String, CaseIterable, Codable, Sendable {
    case list, map
}
