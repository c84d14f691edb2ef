/// A tab bar controller changed its selected tab, or the user tapped a tab.
public struct TabBarEvent: RuntimeEvent, Equatable {
    public enum Cause: Sendable {
        /// Code set `selectedIndex` or `selectedViewController`.
        case program
        /// The user tapped a tab.
        case user
        /// The user tapped a tab and the delegate's `shouldSelect` said no.
        case userRefusedByDelegate
    }
    public let tabBarController: String
    public let cause: Cause
    public let from: String?
    public let to: String

    public var summary: String {
        let how = cause == .program ? "" : " (by the user)"
        let head = "\(tabBarController) select\(how): "
        switch cause {
        case .userRefusedByDelegate: return head + "refused by its delegate, \(from ?? "nothing") stays"
        case .program, .user: return head + (from == to ? "\(to) again" : "\(from ?? "nothing") → \(to)")
        }
    }
}
