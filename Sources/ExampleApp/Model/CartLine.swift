/// One item in the cart: a product in a chosen colour and size.
package struct CartLine: Equatable, Codable, Sendable {
    /// Numbered by the cart from 1, never reused, so `cartRemove line=2` always means one line.
    package let id: Int
    package let product: Product
    package let color: ProductColor
    package let size: ProductSize

    /// How the demo app reads a line: "Wool Coat · Navy, size m".
    package var text: String { "\(product.name) · \(color.rawValue), size \(size.rawValue)" }
}
