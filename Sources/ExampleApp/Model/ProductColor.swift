/// The demo app's colours; a new product screen starts on Anthracite.
package enum ProductColor: String, CaseIterable, Codable, Sendable {
    case offWhite = "Off-White"
    case anthracite = "Anthracite"
    case black = "Black"
    case beige = "Beige"
    case brown = "Brown"
    case blue = "Blue"
    case navy = "Navy"
    case powder = "Powder"
    case forest = "Forest"
    case pink = "Pink"

    package static let preselected = ProductColor.anthracite
}
