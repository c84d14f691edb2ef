import PlaygroundEngine
import ShippedApps

extension StartOptions {
    /// The shop with `directives` applied in order (`service catalog pending`), which must all
    /// be valid; `app items` first switches to the items app.
    package static func shop(_ directives: String...) -> StartOptions {
        var options = PlaygroundApps.shipped.defaultOptions
        for directive in directives {
            do throws(StartOptionsError) {
                try options.apply(directive: directive)
            } catch {
                preconditionFailure("'\(directive)' is not a directive of the app: \(error.message)")
            }
        }
        return options
    }

    /// The items app with `directives` applied in order (`launch main`, `router Router`).
    package static func items(_ directives: String...) -> StartOptions {
        var options = PlaygroundApps.shipped.defaultOptions
        for directive in ["app items"] + directives {
            do throws(StartOptionsError) {
                try options.apply(directive: directive)
            } catch {
                preconditionFailure("'\(directive)' is not a directive of the items app: \(error.message)")
            }
        }
        return options
    }
}

extension Session {
    /// A session of the shop, launched as `coordinator-playground` launches it.
    package convenience init() {
        self.init(options: .shop())
    }
}
