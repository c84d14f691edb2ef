import ItemsHost
import PlaygroundEngine
import ShopHost

extension CoordinatorPlayground {
    /// The apps this program runs, the shop first (a session starts with it unless `--app` or
    /// `app NAME` says otherwise): the engine, transcripts and lessons name none themselves.
    static let apps = PlaygroundApps(ShopPlaygroundApp.self, ItemsPlaygroundApp.self)
}
