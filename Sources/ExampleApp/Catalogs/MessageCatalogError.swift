/// Why a typed message could not be built, in one line a person reads.
package struct MessageCatalogError: Error, Equatable, Sendable {
    package let message: String
}
