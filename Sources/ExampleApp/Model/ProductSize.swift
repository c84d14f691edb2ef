/// The demo app's sizes; a new product screen starts on m.
package enum ProductSize: String, CaseIterable, Codable, Sendable {
    case xs, s, m, l, xl

    package static let preselected = ProductSize.m
}

extension ProductSize {
    /// The size guide's chest measurement.
    var chest: String {
        switch self {
        case .xs: "84–88 cm"
        case .s: "88–96 cm"
        case .m: "96–104 cm"
        case .l: "104–112 cm"
        case .xl: "112–124 cm"
        }
    }
}
