import Coordinator

// The cart's messages: screens anywhere send them up the chain; the app coordinator keeps the
// cart's count for every screen, the cart coordinator edits lines, checkout places the order.

/// Puts a product in the cart. Answers with the new line and the cart's item count.
public struct CartAdd: Message {
    public typealias Reply = CartAddReply
    public static let name = "cartAdd"
    public let product: Product
    public let color: ProductColor
    public let size: ProductSize

    public init(product: Product, color: ProductColor = .preselected, size: ProductSize = .preselected) {
        self.product = product
        self.color = color
        self.size = size
    }

    public var arguments: [(label: String, value: String)] {
        [("product", product.name), ("color", color.rawValue), ("size", size.rawValue)]
    }

    public func describe(_ reply: CartAddReply) -> String? {
        "added \(reply.line.text); the cart has \(itemCount(reply.itemCount))"
    }
}

public struct CartAddReply: Sendable {
    public let line: CartLine
    public let itemCount: Int
}

/// Asks how many items the cart holds (the cart badge asks each time its screen appears).
public struct CartStatus: Message {
    public typealias Reply = Int
    public static let name = "cartStatus"
    public init() {}
    public func describe(_ count: Int) -> String? { "the cart has \(itemCount(count))" }
}

/// Switches the main navigation stack between the cart and the catalog.
public struct CartToggle: Message {
    public static let name = "cartToggle"
    public init() {}
}

/// A person asked to remove a line: the cart coordinator asks "Confirm item removal" first.
public struct CartRemoveRequest: Message {
    public static let name = "cartRemoveRequest"
    public let lineID: Int
    public init(lineID: Int) { self.lineID = lineID }
    public var arguments: [(label: String, value: String)] { [("line", "\(lineID)")] }
}

/// Removes a line for good; only the alert's destructive action sends it. Answers the new count.
public struct CartRemove: Message {
    public typealias Reply = Int
    public static let name = "cartRemove"
    public let lineID: Int
    public init(lineID: Int) { self.lineID = lineID }
    public var arguments: [(label: String, value: String)] { [("line", "\(lineID)")] }
    public func describe(_ count: Int) -> String? { "the cart has \(itemCount(count))" }
}

/// Starts checkout for the cart's contents (logging in first when nobody is).
public struct CartCheckout: Message {
    public static let name = "cartCheckout"
    public init() {}
}

/// Checkout's first step is done: where the order goes.
public struct CartSetShipping: Message {
    public static let name = "cartSetShipping"
    public let shipping: ShippingDetails
    public init(shipping: ShippingDetails) { self.shipping = shipping }
    public var arguments: [(label: String, value: String)] {
        [("recipient", shipping.recipient), ("address", shipping.address)]
    }
}

/// Checkout's second step is done: how the order is paid.
public struct CartSetPayment: Message {
    public static let name = "cartSetPayment"
    public let payment: PaymentMethod
    public init(payment: PaymentMethod) { self.payment = payment }
    public var arguments: [(label: String, value: String)] { [("payment", payment.rawValue)] }
}

/// Places the order: the cart empties and checkout closes. Answers with the order.
public struct CartPlaceOrder: Message {
    public typealias Reply = Order
    public static let name = "cartPlaceOrder"
    public init() {}
    public func describe(_ order: Order) -> String? {
        "order #\(order.number): \(itemCount(order.lines.count)), €\(order.total)"
    }
}

/// Leaves checkout without ordering.
public struct CartCancelCheckout: Message {
    public static let name = "cartCancelCheckout"
    public init() {}
}
