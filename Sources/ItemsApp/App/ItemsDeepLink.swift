import Foundation
import RouterCoordinator

/// A link the app routes (the original's `DeepLinkOption`, built from a URL where the original
/// reads a push notification's dictionary): the onboarding, sign-up, one item, or the settings.
package enum ItemsDeepLink: DeepLinkOption, Equatable {
    case onboarding
    case signUp
    case item(id: Int)
    case settings

    /// One link of each kind, as help, TAB and "did you mean" offer them.
    package static let examples = ["items://onboarding", "items://signup", "items://item/3", "items://settings"]

    /// Nil for any URL that is not one of the four kinds (hosts are lower case, as written above).
    package init?(url: URL) {
        guard url.scheme == "items", let host = url.host else { return nil }
        let path = url.pathComponents.filter { $0 != "/" }
        switch (host, path.count) {
        case ("onboarding", 0): self = .onboarding
        case ("signup", 0): self = .signUp
        case ("settings", 0): self = .settings
        case ("item", 1):
            guard let id = Int(path[0]), id > 0 else { return nil }
            self = .item(id: id)
        default: return nil
        }
    }

    package var description: String {
        switch self {
        case .onboarding: "items://onboarding"
        case .signUp: "items://signup"
        case .item(let id): "items://item/\(id)"
        case .settings: "items://settings"
        }
    }

    /// Whether the link leads into the tab bar, which only a logged-in user who has seen the
    /// onboarding reaches.
    package var needsMainFlow: Bool {
        switch self {
        case .item, .settings: true
        case .onboarding, .signUp: false
        }
    }
}
