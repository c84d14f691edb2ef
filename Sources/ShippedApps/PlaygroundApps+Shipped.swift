import ItemsHost
import PlaygroundEngine
import ShopHost

extension PlaygroundApps {
    /// The apps `coordinator-playground` runs, the shop first (a session starts with it unless
    /// `--app` or `app NAME` says otherwise). Declared here once, for the program, its tests and
    /// the benchmarks: the engine, transcripts and lessons name no app themselves.
    public static let shipped = PlaygroundApps(ShopPlaygroundApp.self, ItemsPlaygroundApp.self)
}
