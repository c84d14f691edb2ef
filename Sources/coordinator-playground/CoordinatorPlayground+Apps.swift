import PlaygroundEngine
import ShopHost

extension CoordinatorPlayground {
    /// The apps this program runs: the engine, transcripts and lessons name none themselves.
    static let apps = PlaygroundApps(ShopPlaygroundApp.self)
}
