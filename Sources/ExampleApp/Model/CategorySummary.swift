/// A category as the home screen lists it: its name and how many products it holds.
package struct CategorySummary: Equatable, Sendable {
    package let category: ProductCategory
    package let productCount: Int
}
