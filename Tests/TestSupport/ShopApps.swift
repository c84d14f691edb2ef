import PlaygroundEngine
import ShopHost

extension PlaygroundApps {
    /// The shop alone, as `coordinator-playground` runs it: the app the engine, transcript and
    /// lesson tests drive.
    public static let shop = PlaygroundApps(ShopPlaygroundApp.self)
}

extension StartOptions {
    /// The shop with `directives` applied in order (`service catalog pending`), which must all
    /// be valid.
    public static func shop(_ directives: String...) -> StartOptions {
        var options = PlaygroundApps.shop.defaultOptions
        for directive in directives {
            do throws(StartOptionsError) {
                try options.apply(directive: directive)
            } catch {
                preconditionFailure("'\(directive)' is not a directive of the shop: \(error.message)")
            }
        }
        return options
    }
}

extension Session {
    /// A session of the shop, launched as `coordinator-playground` launches it.
    public convenience init() {
        self.init(options: .shop())
    }
}
