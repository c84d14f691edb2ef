import Foundation

// The news app's pages and sections, and how a link becomes a page. Read them; you need not
// change them.

/// The articles the app has.
enum Articles {
    static let titles = ["Coordinators at scale", "The Back button", "Deep links"]
}

/// One coordinator per section: each page belongs to one (the shop's `Section`).
enum Section {
    /// The main stack: the list of articles and an article's page (`ReadingCoordinator`).
    case reading
    /// A sheet over it (`SettingsCoordinator`).
    case settings
}

/// Every screen the app can be asked for, from anywhere (radianttap's Implement.md, `Page`).
enum Page: Equatable {
    case articles
    case article(Int)
    case settings

    var section: Section {
        switch self {
        case .articles, .article: .reading
        case .settings: .settings
        }
    }

    /// `news://articles`, `news://article/2`, `news://settings`; nil for any other URL, or an
    /// article that does not exist.
    init?(url: URL) {
        guard url.scheme == "news" else { return nil }
        switch url.host {
        case "articles" where url.pathComponents.count <= 1: self = .articles
        case "settings" where url.pathComponents.count <= 1: self = .settings
        case "article":
            guard url.pathComponents.count == 2, let id = Int(url.lastPathComponent), Articles.titles.indices.contains(id) else {
                return nil
            }
            self = .article(id)
        default: return nil
        }
    }
}
