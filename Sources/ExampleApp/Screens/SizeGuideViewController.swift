import HeadlessUIKit

/// The size guide's first screen (scene `SizeGuide` of the size-guide storyboard): the sizes with
/// their measurements, the product's size checked. Its list and its How to measure button are
/// segue triggers the storyboard connects; it performs no segue and makes no screen itself.
final class SizeGuideViewController: BaseViewController {
    /// Input: the size the product screen had chosen.
    var size = ProductSize.preselected {
        didSet { render() }
    }
    lazy var onDone = Output<Void>("onDone", owner: self)
    override var outputs: [any OutputDescribing] { super.outputs + [onDone] }

    private let sizes = TableView(identifier: "sizes")

    override init() {
        super.init()
        title = "Size guide"
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: "Chest, in cm", identifier: "hint"))
        root.addSubview(sizes)
        root.addSubview(Button(title: "How to measure", identifier: "howToMeasure"))
        root.addSubview(Button(title: "Done", identifier: "done") { [weak self] _ in self?.onDone() })
        view = root
    }

    private func render() {
        sizes.rows = ProductSize.allCases.map {
            TableView.Row(title: $0.rawValue, detail: $0.chest, isChecked: $0 == size, hasDisclosure: true)
        }
    }
}
