import HeadlessUIKit

/// What a coordinator shows its screens through: one navigation controller, wrapped so that a
/// coordinator never touches it directly and so that tests can check what it was asked
/// (Panov's `Presenters/Router.swift` at 5607964 calls it `Router`; dimaosa's
/// `Presenters/Router.swift` at 2b63928 calls it `RouterProtocol`, the name kept here, so that each
/// author's class keeps its own name: Panov's `RouterImp`, dimaosa's `Router`). The method names
/// are Panov's (dimaosa's fork renamed `*Module` to `*Presentable` in e677b5d). A router is itself
/// presentable: presenting a router presents its navigation controller.
///
/// The requirements take every argument; the shorter forms the original declares are below, with
/// the original's defaults (animated, no completion, bars shown).
public protocol RouterProtocol: Presentable {
    func present(_ module: (any Presentable)?, animated: Bool)
    /// Pushes the module's controller, keeping `completion` to run when the router pops it.
    /// `hideBottomBar` is written to the controller's `hidesBottomBarWhenPushed` on every push.
    func push(_ module: (any Presentable)?, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?)
    func popModule(animated: Bool)
    func dismissModule(animated: Bool, completion: (() -> Void)?)
    /// Makes the module's controller the whole stack, and hides the navigation bar or shows it.
    func setRootModule(_ module: (any Presentable)?, hideBar: Bool)
    func popToRootModule(animated: Bool)
}

extension RouterProtocol {
    public func present(_ module: (any Presentable)?) {
        present(module, animated: true)
    }

    public func push(_ module: (any Presentable)?) {
        push(module, animated: true)
    }

    public func push(_ module: (any Presentable)?, hideBottomBar: Bool) {
        push(module, animated: true, hideBottomBar: hideBottomBar, completion: nil)
    }

    public func push(_ module: (any Presentable)?, animated: Bool) {
        push(module, animated: animated, completion: nil)
    }

    public func push(_ module: (any Presentable)?, animated: Bool, completion: (() -> Void)?) {
        push(module, animated: animated, hideBottomBar: false, completion: completion)
    }

    public func popModule() {
        popModule(animated: true)
    }

    public func dismissModule() {
        dismissModule(animated: true, completion: nil)
    }

    public func setRootModule(_ module: (any Presentable)?) {
        setRootModule(module, hideBar: false)
    }
}
