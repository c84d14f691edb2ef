@_spi(Benchmarks) import PlaygroundEngine
@_spi(Benchmarks) import ShippedApps

/// The app every workload runs: the shop, as `coordinator-playground` runs it (with the items app
/// beside it, which the corpus's transcripts and lessons of the items app switch to).
public enum Shop {
    public static let apps = PlaygroundApps.shipped

    /// A fresh session of the shop, as the program starts one.
    public static func session() -> Session {
        Session(options: apps.defaultOptions)
    }
}
