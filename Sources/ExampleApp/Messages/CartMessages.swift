import Coordinator

// The cart's messages: screens anywhere send them up the chain; the app coordinator keeps the
// cart's count for every screen, the cart coordinator edits lines, checkout places the order.

/// Puts a product in the cart. Answers with the new line and the cart's item count.
package struct CartAdd: Message {
    package typealias Reply = CartAddReply
    package static let name = "cartAdd"
    package let product: Product
    package let color: ProductColor
    package let size: ProductSize

    package init(product: Product, color: ProductColor = .preselected, size: ProductSize = .preselected) {
        self.product = product
        self.color = color
        self.size = size
    }

    package var arguments: [(label: String, value: String)] {
        [("product", product.name), ("color", color.rawValue), ("size", size.rawValue)]
    }

    package func describe(_ reply: CartAddReply) -> String? {
        "added \(reply.line.text); the cart has \(itemCount(reply.itemCount))"
    }
}

package struct CartAddReply: Sendable {
    package let line: CartLine
    package let itemCount: Int
}

/// Asks how many items the cart holds (the cart badge asks each time its screen appears).
package struct CartStatus: Message {
    package typealias Reply = Int
    package static let name = "cartStatus"
    package init() {}
    package func describe(_ count: Int) -> String? { "the cart has \(itemCount(count))" }
}

/// Switches the main navigation stack between the cart and the catalog.
package struct CartToggle: Message {
    package static let name = "cartToggle"
    package init() {}
}

/// A person asked to remove a line: the cart coordinator asks "Confirm item removal" first.
package struct CartRemoveRequest: Message {
    package static let name = "cartRemoveRequest"
    package let lineID: Int
    package init(lineID: Int) { self.lineID = lineID }
    package var arguments: [(label: String, value: String)] { [("line", "\(lineID)")] }
}

/// Removes a line for good; only the alert's destructive action sends it. Answers the new count.
package struct CartRemove: Message {
    package typealias Reply = Int
    package static let name = "cartRemove"
    package let lineID: Int
    package init(lineID: Int) { self.lineID = lineID }
    package var arguments: [(label: String, value: String)] { [("line", "\(lineID)")] }
    package func describe(_ count: Int) -> String? { "the cart has \(itemCount(count))" }
}

/// Starts checkout for the cart's contents (logging in first when nobody is).
package struct CartCheckout: Message {
    package static let name = "cartCheckout"
    package init() {}
}

/// Checkout's first step is done: where the order goes.
package struct CartSetShipping: Message {
    package static let name = "cartSetShipping"
    package let shipping: ShippingDetails
    package init(shipping: ShippingDetails) { self.shipping = shipping }
    package var arguments: [(label: String, value: String)] {
        [("recipient", shipping.recipient), ("address", shipping.address)]
    }
}

/// Checkout's second step is done: how the order is paid.
package struct CartSetPayment: Message {
    package static let name = "cartSetPayment"
    package let payment: PaymentMethod
    package init(payment: PaymentMethod) { self.payment = payment }
    package var arguments: [(label: String, value: String)] { [("payment", payment.rawValue)] }
}

/// Places the order: the cart empties and checkout closes. Answers with the order.
package struct CartPlaceOrder: Message {
    package typealias Reply = Order
    package static let name = "cartPlaceOrder"
    package init() {}
    package func describe(_ order: Order) -> String? {
        "order #\(order.number): \(itemCount(order.lines.count)), €\(order.total)"
    }
}

/// Leaves checkout without ordering.
package struct CartCancelCheckout: Message {
    package static let name = "cartCancelCheckout"
    package init() {}
}
