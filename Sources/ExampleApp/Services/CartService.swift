import HeadlessUIKit

/// The cart and the orders placed from it. The cart lives on the device, so adding and removing
/// answer at once; placing an order goes to a server and takes a while.
package final class CartService {
    package private(set) var lines: [CartLine] = []
    package private(set) var orders: [Order] = []
    private var lastLineID = 0
    private let requests: ServiceRequests

    static let orderDuration: Duration = .milliseconds(1200)

    init(runLoop: RunLoop) {
        requests = ServiceRequests(service: "CartService", runLoop: runLoop)
    }

    package var itemCount: Int { lines.count }
    package var total: Int { lines.reduce(0) { $0 + $1.product.price } }

    @discardableResult
    package func add(_ product: Product, color: ProductColor, size: ProductSize) -> CartLine {
        lastLineID += 1
        let line = CartLine(id: lastLineID, product: product, color: color, size: size)
        lines.append(line)
        return line
    }

    /// Removes the line with this id; nil when there is none.
    @discardableResult
    package func remove(lineID: Int) -> CartLine? {
        guard let index = lines.firstIndex(where: { $0.id == lineID }) else { return nil }
        return lines.remove(at: index)
    }

    /// Turns the cart into an order and empties it, once the server has taken it.
    package func placeOrder(shipping: ShippingDetails, payment: PaymentMethod) async -> Order {
        await requests.perform("order", taking: Self.orderDuration) {
            let order = Order(
                number: orders.count + 1, lines: lines.map(\.text), total: total,
                recipient: shipping.recipient, address: shipping.address, payment: payment)
            orders.append(order)
            lines.removeAll()
            return order
        }
    }
}
