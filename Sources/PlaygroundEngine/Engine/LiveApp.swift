import Coordinator
import ExampleApp
import HeadlessUIKit

/// One running example app and the runtime its objects are named in. A session throws it away
/// and builds a new one to undo or reset, so nothing of an old app leaks into the new one's
/// names or its list of live objects.
final class LiveApp {
    let runtime: Runtime
    let shop: ShopApp
    /// Replies to messages the session sent, as they arrive (some arrive commands later, when a
    /// queued message is replayed).
    let replies = ReplyInbox()

    init(options: StartOptions) {
        let runtime = Runtime()
        // Always recording: the session drains the log after every command, both to print a
        // trace and to show the warnings UIKit would log.
        runtime.isRecordingEvents = true
        self.runtime = runtime
        self.shop = runtime.run { ShopApp(configuration: options.configuration) }
        _ = runtime.drainEvents()
    }
}

/// Where replies to the messages a person sent collect until the session prints them. Holds
/// text only, never an app object, so a queued reply closure keeps nothing of the app alive.
final class ReplyInbox {
    private var lines: [String] = []

    func receive(_ line: String) { lines.append(line) }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// What the renderers and the snapshot read of the running app, whatever app it is: the window,
/// the top of the coordinator tree, the services and the model.
extension LiveApp {
    var window: Window { shop.window }
    var topCoordinator: any Coordinating { shop.appCoordinator }
    /// Each service by name, with `ready` or `pending`, in the app's own order.
    var serviceStates: [(name: String, state: String)] {
        ServiceName.allCases.map { ($0.rawValue, shop.serviceState($0).rawValue) }
    }
    /// The app's data (who is logged in, the cart, …), as the `model` of `state`.
    var model: any Encodable { shop.modelSnapshot }
}
