import HeadlessUIKit

extension NonOwningReferences {
    /// The shop's own: the app coordinator does not keep its scene delegate (the scene does),
    /// nor the app delegate its application.
    package static let shop: [NonOwningReferences] = [
        NonOwningReferences(AppCoordinator.self, "sceneDelegate"),
        NonOwningReferences(ShopAppDelegate.self, "application"),
    ]
}
