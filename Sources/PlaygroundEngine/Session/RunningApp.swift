import HeadlessUIKit
import PlaygroundHost

/// One running app and the runtime its objects are named in. A session throws it away and
/// builds a new one to undo or reset, so nothing of an old app leaks into the new one's names
/// or its list of live objects.
final class RunningApp {
    let runtime: Runtime
    /// The app itself, as the host protocol lets the engine see it.
    let hosted: any PlaygroundApp
    /// Replies to messages the session sent, as they arrive (some arrive commands later, when a
    /// queued message is replayed).
    let replies = ReplyInbox()
    /// What it was launched with, and the apps the session could switch to.
    let options: StartOptions
    /// What holds for every launch of its type, gathered once: the commands read it often
    /// (`push PAGE` twice), and gathering it costs about 4,500 instructions.
    let appDescription: AppFacts

    init(options: StartOptions) {
        self.options = options
        self.appDescription = AppFacts(options.app)
        let runtime = Runtime()
        // Always recording: the session drains the log after every command, both to print a
        // trace and to show the warnings UIKit would log.
        runtime.isRecordingEvents = true
        self.runtime = runtime
        self.hosted = runtime.run { options.app.init(directives: options.directives) }
        // What the launch started ends before the first command, as on a device before the
        // person's first touch.
        runtime.settle()
        _ = runtime.drainEvents()
    }
}

extension RunningApp {
    /// Lets what a command started end now, for a command that reports what followed (the
    /// session settles after every command anyway). Called inside the app's runtime.
    func settle() {
        runtime.runLoop.settle(maxSteps: Session.settleSteps)
    }
}

/// What the commands, the renderers and the snapshot read of the running app, whatever app it
/// is: the window, the top of the coordinator tree, the services and the model.
extension RunningApp {
    /// The app's type, which answers what holds for every launch (its description, its checks).
    var kind: any PlaygroundApp.Type { type(of: hosted) }
    var window: Window { hosted.window }
    var topCoordinator: any CoordinatorNode { hosted.topCoordinator }
    /// Each service by name, with `ready` or `pending`, in the app's own order.
    var serviceStates: [(name: String, state: String)] {
        guard let host = hosted as? any HasServices else { return [] }
        return type(of: host).services.map { ($0, host.state(ofService: $0).rawValue) }
    }
    /// The app's data (who is logged in, the cart, …), as the `model` of `state`.
    var model: any Encodable { hosted.model }
}
