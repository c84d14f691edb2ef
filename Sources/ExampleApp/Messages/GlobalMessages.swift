import Coordinator

/// Shows any page of the app from anywhere (the recommended implementation's `globalDisplay(page:)`): the app
/// coordinator routes it, logging in first when the page needs a user.
public struct GlobalDisplay: Message {
    public static let name = "globalDisplay"
    public let page: Page
    public init(page: Page) { self.page = page }
    public var arguments: [(label: String, value: String)] { [("page", page.path)] }
}
