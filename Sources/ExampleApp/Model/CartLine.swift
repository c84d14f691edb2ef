/// One item in the cart: a product in a chosen colour and size.
public struct CartLine: Equatable, Codable, Sendable {
    /// Numbered by the cart from 1, never reused, so `cartRemove line=2` always means one line.
    public let id: Int
    public let product: Product
    public let color: ProductColor
    public let size: ProductSize

    /// How the demo app reads a line: "Wool Coat · Navy, size m".
    public var text: String { "\(product.name) · \(color.rawValue), size \(size.rawValue)" }
}
