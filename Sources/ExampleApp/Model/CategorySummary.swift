/// A category as the home screen lists it: its name and how many products it holds.
public struct CategorySummary: Equatable, Sendable {
    public let category: ProductCategory
    public let productCount: Int
}
