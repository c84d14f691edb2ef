import HeadlessUIKit

/// The create screen as its coordinator knows it. It hands over the title typed; the original's
/// screen builds the item itself, but numbering it is the store's business, so here the
/// coordinator asks the store.
protocol ItemCreatePresentable: BasePresentable {
    var onHideButtonTap: Output<Void> { get }
    var onCompleteCreateItem: Output<String> { get }
}

/// "Create": a title field, "Hide" to leave without an item, "Create" to make one.
final class ItemCreateViewController: ViewController, ItemCreatePresentable {
    lazy var onHideButtonTap = Output<Void>("onHideButtonTap", owner: self)
    lazy var onCompleteCreateItem = Output<String>("onCompleteCreateItem", owner: self)
    var outputs: [any OutputDescribing] { [onHideButtonTap, onCompleteCreateItem] }

    private let hide = Button(title: "Hide", identifier: "hide")
    private let titleField = TextField(placeholder: "Title", identifier: "title")
    private let create = Button(title: "Create", identifier: "create")

    override init() {
        super.init()
        title = "Create"
        hide.action = { [weak self] _ in self?.onHideButtonTap() }
        create.action = { [weak self] _ in
            guard let self else { return }
            self.onCompleteCreateItem(self.titleField.text)
        }
    }

    override func loadView() {
        let root = View()
        for subview in [hide, titleField, create] { root.addSubview(subview) }
        view = root
    }
}
