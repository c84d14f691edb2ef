import PlaygroundEngine
import ShopHost

/// The app every workload runs: the shop, as `coordinator-playground` runs it.
public enum Shop {
    public static let apps = PlaygroundApps(ShopPlaygroundApp.self)

    /// A fresh session of the shop, as the program starts one.
    public static func session() -> Session {
        Session(options: apps.defaultOptions)
    }
}
