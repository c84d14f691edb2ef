import Coordinator

/// One message a person can type (`send cartAdd product=3 color=Navy size=l`).
public struct MessageDescriptor: Equatable, Sendable {
    public struct Argument: Equatable, Sendable {
        public let key: String
        /// The values it takes, when there are few enough to list.
        public let allowedValues: [String]?
        public let isRequired: Bool
    }

    public let name: String
    public let arguments: [Argument]
    public let summary: String
}

public struct MessageCatalogError: Error, Equatable, Sendable {
    public let message: String
}

/// The messages the app understands, constructible from text. Each describes its own reply in
/// one readable line (`Message.describe`).
public enum MessageCatalog {
    public static var all: [MessageDescriptor] {
        let product = MessageDescriptor.Argument(key: "product", allowedValues: Fixtures.products.map { "\($0.id)" }, isRequired: true)
        let color = MessageDescriptor.Argument(key: "color", allowedValues: ProductColor.allCases.map(\.rawValue), isRequired: false)
        let size = MessageDescriptor.Argument(key: "size", allowedValues: ProductSize.allCases.map(\.rawValue), isRequired: false)
        func text(_ key: String, required: Bool = true) -> MessageDescriptor.Argument {
            .init(key: key, allowedValues: nil, isRequired: required)
        }
        return [
            .init(
                name: CartAdd.name, arguments: [product, color, size], summary: "add a product to the cart (Anthracite, size m unless told)"
            ),
            .init(name: CartStatus.name, arguments: [], summary: "ask how many items the cart holds"),
            .init(name: CartToggle.name, arguments: [], summary: "switch the main stack between catalog and cart"),
            .init(name: CartRemoveRequest.name, arguments: [text("line")], summary: "ask to remove a cart line (an alert confirms)"),
            .init(name: CartRemove.name, arguments: [text("line")], summary: "remove a cart line"),
            .init(name: CartCheckout.name, arguments: [], summary: "start checkout (login first if needed)"),
            .init(
                name: CartSetShipping.name, arguments: [text("recipient"), text("address")], summary: "checkout: set where the order goes"),
            .init(
                name: CartSetPayment.name,
                arguments: [.init(key: "payment", allowedValues: PaymentMethod.allCases.map(\.argument), isRequired: true)],
                summary: "checkout: set how to pay"),
            .init(name: CartPlaceOrder.name, arguments: [], summary: "checkout: place the order"),
            .init(name: CartCancelCheckout.name, arguments: [], summary: "leave checkout"),
            .init(name: CatalogPromotedProducts.name, arguments: [], summary: "fetch the promoted products"),
            .init(name: CatalogCategories.name, arguments: [], summary: "fetch the categories"),
            .init(
                name: CatalogShowCategory.name,
                arguments: [.init(key: "category", allowedValues: Fixtures.categories.map(\.id), isRequired: true)],
                summary: "show a category"),
            .init(name: CatalogShowProduct.name, arguments: [product], summary: "show a product"),
            .init(name: CatalogShowHome.name, arguments: [], summary: "take the main stack back to the home screen"),
            .init(name: AccountShow.name, arguments: [], summary: "open the account section"),
            .init(name: AccountLogin.name, arguments: [text("username"), text("password")], summary: "log in"),
            .init(name: AccountShowSignUp.name, arguments: [], summary: "open sign-up"),
            .init(name: AccountShowTerms.name, arguments: [], summary: "open the terms"),
            .init(name: AccountAcceptTerms.name, arguments: [], summary: "accept the terms"),
            .init(name: AccountSignUp.name, arguments: [text("name"), text("username"), text("password")], summary: "create an account"),
            .init(name: AccountEditProfile.name, arguments: [], summary: "start profile editing"),
            .init(name: AccountLogout.name, arguments: [], summary: "log out"),
            .init(name: AccountClose.name, arguments: [], summary: "close the account section"),
            .init(name: GlobalDisplay.name, arguments: [text("page")], summary: "show any page, e.g. page=product/3"),
        ]
    }

    /// Builds the message `name` from `key=value` arguments.
    public static func make(_ name: String, arguments: [String: String]) throws(MessageCatalogError) -> any Message {
        guard let descriptor = all.first(where: { $0.name == name }) else {
            throw MessageCatalogError(message: "unknown message '\(name)'")
        }
        let values = try validated(arguments, for: descriptor)
        switch name {
        case CartAdd.name:
            let product = Fixtures.products.first { "\($0.id)" == values["product"] }!
            return CartAdd(
                product: product,
                color: values["color"].flatMap(ProductColor.init(rawValue:)) ?? .preselected,
                size: values["size"].flatMap(ProductSize.init(rawValue:)) ?? .preselected)
        case CartStatus.name: return CartStatus()
        case CartToggle.name: return CartToggle()
        case CartRemoveRequest.name: return CartRemoveRequest(lineID: try lineID(values))
        case CartRemove.name: return CartRemove(lineID: try lineID(values))
        case CartCheckout.name: return CartCheckout()
        case CartSetShipping.name:
            return CartSetShipping(shipping: ShippingDetails(recipient: values["recipient"]!, address: values["address"]!))
        case CartSetPayment.name:
            return CartSetPayment(payment: PaymentMethod.allCases.first { $0.argument == values["payment"] }!)
        case CartPlaceOrder.name: return CartPlaceOrder()
        case CartCancelCheckout.name: return CartCancelCheckout()
        case CatalogPromotedProducts.name: return CatalogPromotedProducts()
        case CatalogCategories.name: return CatalogCategories()
        case CatalogShowCategory.name: return CatalogShowCategory(categoryID: values["category"]!)
        case CatalogShowProduct.name: return CatalogShowProduct(productID: Int(values["product"]!)!)
        case CatalogShowHome.name: return CatalogShowHome()
        case AccountShow.name: return AccountShow()
        case AccountLogin.name: return AccountLogin(username: values["username"]!, password: values["password"]!)
        case AccountShowSignUp.name: return AccountShowSignUp()
        case AccountShowTerms.name: return AccountShowTerms()
        case AccountAcceptTerms.name: return AccountAcceptTerms()
        case AccountSignUp.name:
            return AccountSignUp(fullName: values["name"]!, username: values["username"]!, password: values["password"]!)
        case AccountEditProfile.name: return AccountEditProfile()
        case AccountLogout.name: return AccountLogout()
        case AccountClose.name: return AccountClose()
        default:
            do {
                return GlobalDisplay(page: try PageCatalog.page(path: values["page"]!))
            } catch {
                throw MessageCatalogError(message: "\(name): \(error.message)")
            }
        }
    }

    /// Checks the keys and the listed values; returns the arguments, every required key present.
    private static func validated(_ arguments: [String: String], for descriptor: MessageDescriptor) throws(MessageCatalogError) -> [String:
        String]
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
        return arguments
    }

    private static func lineID(_ values: [String: String]) throws(MessageCatalogError) -> Int {
        guard let id = Int(values["line"]!) else { throw MessageCatalogError(message: "line must be a number") }
        return id
    }
}

extension PaymentMethod {
    /// How the method is typed as an argument: `card`, `cashOnDelivery`.
    var argument: String { String(describing: self) }
}
