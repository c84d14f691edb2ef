/// The demo app's sizes; a new product screen starts on m.
public enum ProductSize: String, CaseIterable, Codable, Sendable {
    case xs, s, m, l, xl

    public static let preselected = ProductSize.m
}
