/// A rectangle on screen, modelled without pixels: what matters for navigation is the tree of
/// views, because the responder chain of a button deep in a screen climbs it.
open class View: Responder {
    public private(set) weak var superview: View?
    /// Its subviews, those made later included (a table's cells, see `Runtime.reserve`).
    public var subviews: [View] {
        makeReservedObjects()
        return madeSubviews
    }
    private var madeSubviews: [View] = []
    /// The id a person (or a test) uses to act on this view, like `accessibilityIdentifier`.
    public var identifier: String?

    /// Set while this view is the root view of a controller: UIKit makes that controller the
    /// view's next responder instead of its superview.
    weak var owningViewController: ViewController?
    /// Last, so a subclass's first flag (`Control.isEnabled`) shares its word, not a word each.
    public var isHidden = false

    public override init() { super.init() }

    /// A view made in the place its runtime held for it (`Runtime.reserve`).
    override init(reservedSlot slot: Int, number: Int, in runtime: Runtime) {
        super.init(reservedSlot: slot, number: number, in: runtime)
    }

    open override var next: Responder? { owningViewController ?? superview }
    open override var objectKind: String { "view" }

    public func addSubview(_ view: View) {
        if view.superview === self { return }
        view.removeFromSuperview()
        makeReservedObjects()
        madeSubviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.madeSubviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The window this view is shown in, if any.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// Every view below this one, depth first, in order; iterative so deep trees are safe.
    public var descendants: [View] {
        var result: [View] = []
        var pending = Array(subviews.reversed())
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first view in this subtree (itself included) with the given identifier.
    public func view(withIdentifier identifier: String) -> View? {
        if self.identifier == identifier { return self }
        return descendants.first { $0.identifier == identifier }
    }
}
