import HeadlessUIKit

/// How to measure (scene `HowToMeasure`), presented modally by its segue; Close is its output.
final class HowToMeasureViewController: BaseViewController {
    lazy var onClose = Output<Void>("onClose", owner: self)
    override var outputs: [any OutputDescribing] { super.outputs + [onClose] }

    override init() {
        super.init()
        title = "How to measure"
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: "Measure around the fullest part of the chest", identifier: "advice"))
        root.addSubview(Button(title: "Close", identifier: "close") { [weak self] _ in self?.onClose() })
        view = root
    }
}
