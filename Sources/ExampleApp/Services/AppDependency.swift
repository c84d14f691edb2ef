/// The app's services in one value (the recommended implementation): a service that is not ready yet is nil. The app
/// delegate rebuilds it whenever a service becomes ready and hands it down the coordinator tree.
public struct AppDependency {
    public var catalog: CatalogService?
    public var cart: CartService?
    public var account: AccountService?
    public var profile: ProfileService?
}
