/// The app's services in one value (the recommended implementation): a service that is not ready yet is nil. The app
/// delegate rebuilds it whenever a service becomes ready and hands it down the coordinator tree.
package struct AppDependency {
    package var catalog: CatalogService?
    package var cart: CartService?
    package var account: AccountService?
    package var profile: ProfileService?
}
