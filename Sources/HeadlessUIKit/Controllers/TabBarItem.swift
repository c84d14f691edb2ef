/// What a controller shows as its tab when it is one of a tab bar controller's view controllers:
/// a title, and the identifier a person types to tap the tab (`tap settings`).
public struct TabBarItem: Equatable, Sendable {
    public var title: String
    /// Lower camel case of the title unless given: "Settings" → `settings`.
    public var identifier: String

    public init(title: String, identifier: String? = nil) {
        self.title = title
        self.identifier = identifier ?? lowerCamelCase(title)
    }
}
