/// One tab in a tab bar (UIKit's private `UITabBarButton`): a button that knows its tab's
/// position and whether it is the selected one.
open class TabBarButton: Button {
    public let index: Int
    public internal(set) var isSelected = false

    init(title: String, identifier: String, index: Int, action: @escaping (Button) -> Void) {
        self.index = index
        super.init(title: title, identifier: identifier, action: action)
    }
}
