/// An on/off control, as `UISwitch`: a tap flips it and tells `onValueChanged`, the way a
/// `.valueChanged` action does. Setting `isOn` in code tells nobody ("setting the switch to either
/// position doesn't result in an action message being sent", Apple's documentation of
/// `setOn(_:animated:)`).
open class Switch: Control {
    public var isOn: Bool
    /// What the switch is for, as the screen shows it beside the switch ("I agree").
    public var title: String
    public var onValueChanged: ((Switch) -> Void)?

    public init(title: String, identifier: String, isOn: Bool = false) {
        self.isOn = isOn
        self.title = title
        super.init()
        self.identifier = identifier
    }

    /// Sets the position without telling `onValueChanged`; the model has no animation.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// What a finger on the switch does: flip it, then tell `onValueChanged`. Returns false when
    /// the switch is disabled or hidden.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden else { return false }
        isOn.toggle()
        onValueChanged?(self)
        return true
    }
}
