import Coordinator
import HeadlessUIKit

// The two sections' coordinators. Read them; you need not change them.

/// The reading section, on the app's main stack: the list, and an article pushed on it. It shows
/// a page of its own section when asked; `articleShow` from the list's rows pushes an article.
final class ReadingCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [ArticleShow.self] }

    override func start() {
        super.start()
        root(ArticlesViewController())
    }

    /// Shows `page` from whatever this section shows now: back to the list, then the article.
    func display(_ page: Page) {
        if let list = viewControllers.first { pop(to: list, animated: false) }
        if case .article(let id) = page { show(ArticleViewController(id: id)) }
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let request = message as? ArticleShow else { return .pass }
        show(ArticleViewController(id: request.id))
        return .handled("showed article \(request.id)")
    }
}

/// The settings section: a sheet on a navigation controller of its own, which its parent
/// presents and dismisses.
final class SettingsCoordinator: NavigationCoordinator {
    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(SettingsViewController())
    }

    /// Shows `page`, the one page of this section.
    func display(_ page: Page) {}
}
