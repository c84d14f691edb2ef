import HeadlessUIKit

/// The list as its coordinator knows it: the items to show (an input) and two outputs.
protocol ItemsListPresentable: BasePresentable {
    var items: [Item] { get set }
    var onItemSelect: Output<Item> { get }
    var onCreateItem: Output<Void> { get }
}

/// "Items": a row per item; selecting one asks for its detail, "+" asks for the create flow.
final class ItemsListViewController: ViewController, ItemsListPresentable {
    lazy var onItemSelect = Output<Item>("onItemSelect", owner: self)
    lazy var onCreateItem = Output<Void>("onCreateItem", owner: self)
    var outputs: [any OutputDescribing] { [onItemSelect, onCreateItem] }

    var items: [Item] {
        didSet { render() }
    }

    private let add = Button(title: "+", identifier: "add")
    private let table = TableView(identifier: "list")

    init(items: [Item]) {
        self.items = items
        super.init()
        title = "Items"
        add.action = { [weak self] _ in self?.onCreateItem() }
        table.onSelect = { [weak self] index, _ in
            guard let self else { return }
            self.onItemSelect(self.items[index])
        }
        render()
    }

    override func loadView() {
        let root = View()
        root.addSubview(add)
        root.addSubview(table)
        view = root
    }

    private func render() {
        table.rows = items.map { TableView.Row(title: $0.title, detail: $0.subtitle, hasDisclosure: true) }
    }
}
