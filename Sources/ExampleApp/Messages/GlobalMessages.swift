import Coordinator

/// Shows any page of the app from anywhere (the recommended implementation's `globalDisplay(page:)`): the app
/// coordinator routes it, logging in first when the page needs a user.
package struct GlobalDisplay: Message {
    package static let name = "globalDisplay"
    package let page: Page
    package init(page: Page) { self.page = page }
    package var arguments: [(label: String, value: String)] { [("page", page.path)] }
}
