/// A view the user acts on. Disabled controls ignore the user, as in UIKit.
open class Control: View {
    public var isEnabled = true
    open override var objectKind: String { "control" }
}
