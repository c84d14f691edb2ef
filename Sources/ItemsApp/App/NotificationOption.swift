/// What a push notification's payload asks for: the original's `DeepLinkOption`, the enum of
/// `Protocols/DeepLinkOption.swift` (AndreyPanov/ApplicationCoordinator at 5607964, the same at
/// dimaosa's 2b63928), built the way its `build(with dict:)` builds it. Panov's AppDelegate passes
/// it to the application coordinator's `start(with:)` from `didReceiveRemoteNotification`.
package enum NotificationOption: Equatable, Sendable {
    case onboarding
    case items
    case settings
    case login
    case terms
    case signUp
    case item(String?)

    /// The payload's keys the original reads.
    package static let keys = ["launch_id", "item_id"]
    /// The values of `launch_id` it knows (`DeepLinkURLConstants`), spelt as it spells them.
    package static let launchIDs = ["onboarding", "items", "item", "settings", "login", "terms", "signUp"]

    /// As the original: nil without a `launch_id` or with one it does not know; `item_id` is read
    /// only for `item`, and may be missing.
    package static func build(with dict: [String: String]) -> NotificationOption? {
        guard let id = dict["launch_id"] else { return nil }
        let itemID = dict["item_id"]
        switch id {
        case "onboarding": return .onboarding
        case "items": return .items
        case "item": return .item(itemID)
        case "settings": return .settings
        case "login": return .login
        case "terms": return .terms
        case "signUp": return .signUp
        default: return nil
        }
    }

    /// The link the port routes it as, if any. The original's `ApplicationCoordinator.start(with:)`
    /// runs the onboarding or the auth flow for `.onboarding` and `.signUp`, and hands every other
    /// option to its children, whose `start(with:)` is `BaseCoordinator`'s empty default: for
    /// them nothing happens. The port routes `.item` and `.settings` on (the playground's routing).
    package var link: ItemsDeepLink? {
        switch self {
        case .onboarding: .onboarding
        case .signUp: .signUp
        case .settings: .settings
        case .item(let id): id.flatMap(Int.init).map { .item(id: $0) }
        case .items, .login, .terms: nil
        }
    }

    /// As Swift prints the original's case: `.item("3")`, `.items`.
    package var caseName: String {
        switch self {
        case .onboarding: ".onboarding"
        case .items: ".items"
        case .settings: ".settings"
        case .login: ".login"
        case .terms: ".terms"
        case .signUp: ".signUp"
        case .item(let id): id.map { ".item(\"\($0)\")" } ?? ".item(nil)"
        }
    }
}
