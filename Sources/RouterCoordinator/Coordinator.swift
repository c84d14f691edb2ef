import HeadlessUIKit

/// A coordinator in the ApplicationCoordinator README's style: a plain object that makes screens
/// through factories, shows them through a `Router`, hears from them through closures, and is
/// started with an optional deep link (the README's `start(with: DeepLinkOption?)`, as in
/// Panov's ApplicationCoordinator and dimaosa's fork).
public protocol Coordinator: AnyObject {
    func start()
    func start(with option: (any DeepLinkOption)?)
}
