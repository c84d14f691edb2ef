import HeadlessUIKit

/// The terms screen as its coordinator knows it: where the switch starts, and one output.
protocol TermsPresentable: BasePresentable {
    var confirmed: Bool { get set }
    var onConfirmChanged: Output<Bool> { get }
}

/// "Terms": a switch the user flips; each flip fires `onConfirmChanged` with its position (the
/// original's `UISwitch` and its value-changed action). There is no button to leave: the user
/// goes back with the navigation bar's Back button, and the sign-up screen underneath has
/// already been told.
final class TermsViewController: ViewController, TermsPresentable {
    lazy var onConfirmChanged = Output<Bool>("onConfirmChanged", owner: self)
    var outputs: [any OutputDescribing] { [onConfirmChanged] }

    var confirmed: Bool {
        get { agree.isOn }
        set { agree.setOn(newValue, animated: false) }
    }

    private let text = Label(text: "Items you create are yours to keep.", identifier: "text")
    private let agree = Switch(title: "I agree", identifier: "agree")

    override init() {
        super.init()
        title = "Terms"
        agree.onValueChanged = { [weak self] toggle in self?.onConfirmChanged(toggle.isOn) }
    }

    override func loadView() {
        let root = View()
        root.addSubview(text)
        root.addSubview(agree)
        view = root
    }
}
