import Coordinator
import HeadlessUIKit

extension NavigationCoordinator {
    /// Whether a tap asking to push must be ignored because it is a double tap: the stack is
    /// still moving (a push or pop animating, the sheet coming or going), so the tap came faster
    /// than the animation. Unguarded, UIKit keeps the second push for the end of the first and
    /// pushes both screens (`pitfalls` keeps that broken way reachable).
    func ignoresDoubleTap(_ pitfalls: Set<ShopPitfall>) -> Bool {
        !pitfalls.contains(.doubleTap) && rootViewController.transitionCoordinator != nil
    }
}
