import HeadlessUIKit

/// Something a router can show: a screen is itself, a router is its navigation controller (how a
/// new flow with its own router is presented), as Panov's `toPresent()` says.
public protocol Presentable: AnyObject {
    func toPresent() -> ViewController?
}

extension ViewController: Presentable {
    public func toPresent() -> ViewController? { self }
}
