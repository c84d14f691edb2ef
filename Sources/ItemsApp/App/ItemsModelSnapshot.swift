/// The app's data as `state` prints it under "model": what the user has done, the items, and how
/// the app was launched.
public struct ItemsModelSnapshot: Encodable, Equatable {
    public let isAuthorized: Bool
    public let onboardingWasShown: Bool
    /// `3 Item 3 · Subtitle 3`
    public let items: [String]
    /// The router class every coordinator uses: `RouterImp` (Panov's) or `Router` (dimaosa's).
    public let router: String
    /// A link kept until the main flow runs, if any.
    public let heldLink: String?
}
