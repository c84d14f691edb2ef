/// Why a typed message could not be built, in one line a person reads.
public struct MessageCatalogError: Error, Equatable, Sendable {
    public let message: String
}
