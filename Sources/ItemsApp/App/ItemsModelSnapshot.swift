/// The app's data as `state` prints it under "model": what the user has done, the items, and how
/// the app was launched.
package struct ItemsModelSnapshot: Encodable, Equatable {
    package let isAuthorized: Bool
    package let onboardingWasShown: Bool
    /// `3 Item 3 · Subtitle 3`
    package let items: [String]
    /// The router class every coordinator uses: `RouterImp` (Panov's) or `Router` (dimaosa's).
    package let router: String
    /// A link kept until the main flow runs, if any.
    package let heldLink: String?
}
