import HeadlessUIKit

/// One size of the size guide (scene `SizeDetail`): its measurements, and Choose this size. Its
/// coordinator gives it the size in the segue's preparation.
final class SizeDetailViewController: BaseViewController {
    /// Input, set before the segue shows it.
    var size: ProductSize? {
        didSet { render() }
    }
    lazy var onChoose = Output<ProductSize>("onChoose", owner: self)
    override var outputs: [any OutputDescribing] { super.outputs + [onChoose] }

    private let measurements = Label(identifier: "measurements")

    override init() {
        super.init()
        title = "Size"
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(measurements)
        root.addSubview(
            Button(title: "Choose this size", identifier: "choose") { [weak self] _ in
                guard let self, let size = self.size else { return }
                self.onChoose(size)
            })
        view = root
    }

    private func render() {
        title = size.map { "Size \($0.rawValue)" } ?? "Size"
        measurements.text = size.map { "Chest \($0.chest)" } ?? "No size given"
    }
}
