import HeadlessUIKit

extension NonOwningReferences {
    /// The items app's `weak` stored properties, for `holders` and `objects --why`.
    package static let items: [NonOwningReferences] = [
        NonOwningReferences(AuthCoordinator.self, "signUpView"),
        NonOwningReferences(ItemCoordinator.self, "list"),
    ]
}
