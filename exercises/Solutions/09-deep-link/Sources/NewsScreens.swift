import Coordinator
import HeadlessUIKit

// The news app's screens and message. Read them; you need not change them.

/// Asks for an article's page: the list's rows send it.
public struct ArticleShow: Message {
    public static let name = "articleShow"
    public let id: Int

    public init(id: Int) { self.id = id }

    public var arguments: [(label: String, value: String)] { [("id", String(id))] }
}

/// The list of articles.
final class ArticlesViewController: ViewController {
    private let list = TableView(identifier: "articles")

    override init() {
        super.init()
        title = "News"
        list.rows = Articles.titles.map { TableView.Row(title: $0, hasDisclosure: true) }
        list.onSelect = { index, cell in cell.startSending(ArticleShow(id: index)) }
        view.addSubview(list)
    }
}

/// One article's page.
final class ArticleViewController: ViewController {
    init(id: Int) {
        super.init()
        title = "Article"
        view.addSubview(Label(text: Articles.titles[id], identifier: "headline"))
    }
}

/// The settings sheet.
final class SettingsViewController: ViewController {
    override init() {
        super.init()
        title = "Settings"
        view.addSubview(Label(text: "Text size: medium", identifier: "textSize"))
    }
}
