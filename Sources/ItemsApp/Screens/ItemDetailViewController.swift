import HeadlessUIKit

/// An item's detail as its coordinator knows it: no outputs, as in the original.
protocol ItemDetailPresentable: BasePresentable {}

/// The item's title as the screen's title, and its subtitle.
final class ItemDetailViewController: ViewController, ItemDetailPresentable {
    var outputs: [any OutputDescribing] { [] }

    private let subtitle: Label

    init(item: Item) {
        subtitle = Label(text: item.subtitle, identifier: "subtitle")
        super.init()
        title = item.title
    }

    override func loadView() {
        let root = View()
        root.addSubview(subtitle)
        view = root
    }
}
