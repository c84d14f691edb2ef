import Coordinator

/// The messages the app understands, constructible from text. Each describes its own reply in
/// one readable line (`Message.describe`).
package enum MessageCatalog {
    package static var all: [MessageDescriptor] {
        let product = MessageDescriptor.Argument(key: "product", allowedValues: Fixtures.products.map { "\($0.id)" }, isRequired: true)
        let color = MessageDescriptor.Argument(key: "color", allowedValues: ProductColor.allCases.map(\.rawValue), isRequired: false)
        let size = MessageDescriptor.Argument(key: "size", allowedValues: ProductSize.allCases.map(\.rawValue), isRequired: false)
        func text(_ key: String, required: Bool = true) -> MessageDescriptor.Argument {
            .init(key: key, allowedValues: nil, isRequired: required)
        }
        @Sendable func chosenProduct(_ values: CheckedMessageArguments) throws(MessageCatalogError) -> Product {
            try values.one("product", of: Fixtures.products) { "\($0.id)" }
        }
        return [
            .init(CartAdd.self, arguments: [product, color, size], summary: "add a product to the cart (Anthracite, size m unless told)") {
                values throws(MessageCatalogError) in
                CartAdd(
                    product: try chosenProduct(values),
                    color: values[optional: "color"].flatMap(ProductColor.init(rawValue:)) ?? .preselected,
                    size: values[optional: "size"].flatMap(ProductSize.init(rawValue:)) ?? .preselected)
            },
            .init(CartStatus.self, arguments: [], summary: "ask how many items the cart holds") { _ in CartStatus() },
            .init(CartToggle.self, arguments: [], summary: "switch the main stack between catalog and cart") { _ in CartToggle() },
            .init(CartRemoveRequest.self, arguments: [text("line")], summary: "ask to remove a cart line (an alert confirms)") {
                values throws(MessageCatalogError) in CartRemoveRequest(lineID: try values.number("line"))
            },
            .init(CartRemove.self, arguments: [text("line")], summary: "remove a cart line") {
                values throws(MessageCatalogError) in CartRemove(lineID: try values.number("line"))
            },
            .init(CartCheckout.self, arguments: [], summary: "start checkout (login first if needed)") { _ in CartCheckout() },
            .init(CartSetShipping.self, arguments: [text("recipient"), text("address")], summary: "checkout: set where the order goes") {
                values throws(MessageCatalogError) in
                CartSetShipping(shipping: ShippingDetails(recipient: try values.value("recipient"), address: try values.value("address")))
            },
            .init(
                CartSetPayment.self,
                arguments: [.init(key: "payment", allowedValues: PaymentMethod.allCases.map(\.argument), isRequired: true)],
                summary: "checkout: set how to pay"
            ) { values throws(MessageCatalogError) in
                CartSetPayment(payment: try values.one("payment", of: PaymentMethod.allCases, typed: \.argument))
            },
            .init(CartPlaceOrder.self, arguments: [], summary: "checkout: place the order") { _ in CartPlaceOrder() },
            .init(CartCancelCheckout.self, arguments: [], summary: "leave checkout") { _ in CartCancelCheckout() },
            .init(CatalogPromotedProducts.self, arguments: [], summary: "fetch the promoted products") { _ in CatalogPromotedProducts() },
            .init(CatalogCategories.self, arguments: [], summary: "fetch the categories") { _ in CatalogCategories() },
            .init(
                CatalogShowCategory.self,
                arguments: [.init(key: "category", allowedValues: Fixtures.categories.map(\.id), isRequired: true)],
                summary: "show a category"
            ) { values throws(MessageCatalogError) in CatalogShowCategory(categoryID: try values.value("category")) },
            .init(CatalogShowProduct.self, arguments: [product], summary: "show a product") {
                values throws(MessageCatalogError) in CatalogShowProduct(productID: try chosenProduct(values).id)
            },
            .init(CatalogShowHome.self, arguments: [], summary: "take the main stack back to the home screen") { _ in CatalogShowHome() },
            .init(AccountShow.self, arguments: [], summary: "open the account section") { _ in AccountShow() },
            .init(AccountLogin.self, arguments: [text("username"), text("password")], summary: "log in") {
                values throws(MessageCatalogError) in
                AccountLogin(username: try values.value("username"), password: try values.value("password"))
            },
            .init(AccountShowSignUp.self, arguments: [], summary: "open sign-up") { _ in AccountShowSignUp() },
            .init(AccountShowTerms.self, arguments: [], summary: "open the terms") { _ in AccountShowTerms() },
            .init(AccountAcceptTerms.self, arguments: [], summary: "accept the terms") { _ in AccountAcceptTerms() },
            .init(AccountSignUp.self, arguments: [text("name"), text("username"), text("password")], summary: "create an account") {
                values throws(MessageCatalogError) in
                AccountSignUp(
                    fullName: try values.value("name"), username: try values.value("username"), password: try values.value("password"))
            },
            .init(AccountEditProfile.self, arguments: [], summary: "start profile editing") { _ in AccountEditProfile() },
            .init(AccountLogout.self, arguments: [], summary: "log out") { _ in AccountLogout() },
            .init(AccountClose.self, arguments: [], summary: "close the account section") { _ in AccountClose() },
            .init(GlobalDisplay.self, arguments: [text("page")], summary: "show any page, e.g. page=product/3") {
                values throws(MessageCatalogError) in
                let path = try values.value("page")
                do throws(PageCatalogError) {
                    return GlobalDisplay(page: try PageCatalog.page(path: path))
                } catch {
                    throw MessageCatalogError(message: "\(values.messageName): \(error.message)")
                }
            },
        ]
    }

    /// Builds the message `name` from `key=value` arguments.
    package static func make(_ name: String, arguments: [String: String]) throws(MessageCatalogError) -> any Message {
        guard let descriptor = all.first(where: { $0.name == name }) else {
            throw MessageCatalogError(message: "unknown message '\(name)'")
        }
        return try descriptor.make(try validated(arguments, for: descriptor))
    }

    /// Checks the keys and the listed values; returns the arguments, every required key present.
    private static func validated(_ arguments: [String: String], for descriptor: MessageDescriptor) throws(MessageCatalogError)
        -> CheckedMessageArguments
    {
        let known = Set(descriptor.arguments.map(\.key))
        if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            throw MessageCatalogError(message: "\(descriptor.name) takes no argument '\(unknown)'")
        }
        for argument in descriptor.arguments {
            guard let value = arguments[argument.key] else {
                if argument.isRequired { throw MessageCatalogError(message: "\(descriptor.name) needs \(argument.key)=…") }
                continue
            }
            if let allowed = argument.allowedValues, !allowed.contains(value) {
                throw MessageCatalogError(message: "\(argument.key) must be one of: \(allowed.joined(separator: ", "))")
            }
        }
        return CheckedMessageArguments(arguments, for: descriptor.name)
    }
}

extension PaymentMethod {
    /// How the method is typed as an argument: `card`, `cashOnDelivery`.
    var argument: String { String(describing: self) }
}
