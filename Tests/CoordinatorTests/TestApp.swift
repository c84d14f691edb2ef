import Coordinator
import HeadlessUIKit
import MessageTestSupport
import Testing

/// A minimal app in the shape the seeds recommend: app delegate → scene delegate → window →
/// a top coordinator on one navigation controller whose chain continues to the scene delegate.
final class TestAppDelegate: Responder, ApplicationDelegate, HandlesMessages {
    static var handledMessages: [any Message.Type] { [Ping.self] }
    var received: [String] = []
    func applicationDidFinishLaunching(_ application: Application) {}
    func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        received.append(message.name)
        return .pass
    }
}

final class TestSceneDelegate: Responder, HeadlessUIKit.SceneDelegate, CoordinatingResponderOverride {
    var window: Window?
    var coordinator: TopCoordinator?
    func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        let window = Window(windowScene: scene)
        self.window = window
        let coordinator = TopCoordinator(sceneDelegate: self)
        self.coordinator = coordinator
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        coordinator.start()
    }
    var overriddenCoordinatingResponder: Responder? { window }
}

/// The seeds' SceneCoordinator: its messages continue to the scene delegate.
final class TopCoordinator: RecordingCoordinator {
    weak var sceneDelegate: TestSceneDelegate?
    init(sceneDelegate: TestSceneDelegate) {
        self.sceneDelegate = sceneDelegate
        super.init(rootViewController: NavigationController())
    }
    override var overriddenCoordinatingResponder: Responder? { sceneDelegate }
}

/// A navigation coordinator that records what the library tells it.
class RecordingCoordinator: NavigationCoordinator {
    var poppedBackTo: [String] = []
    var finishedChildren: [String] = []
    override func handlePopBack(to controller: ViewController?) {
        poppedBackTo.append(controller?.objectName ?? "nil")
    }
    override func coordinatorDidFinish(_ coordinator: any Coordinating) {
        finishedChildren.append(coordinator.objectName)
        super.coordinatorDidFinish(coordinator)
    }
}

final class ChildCoordinator: RecordingCoordinator {}
final class OtherChildCoordinator: RecordingCoordinator {}
final class GrandchildCoordinator: RecordingCoordinator {}

final class Screen: ViewController {}

struct Ping: Message {
    static let name = "ping"
}

/// Launches the test app in a fresh runtime so names count from 1 in every test.
struct Launched {
    let runtime: Runtime
    let application: Application
    let appDelegate: TestAppDelegate
    let sceneDelegate: TestSceneDelegate
    var top: TopCoordinator { sceneDelegate.coordinator! }
    var navigation: NavigationController { top.rootViewController }
    var window: Window { sceneDelegate.window! }

    init() {
        let runtime = Runtime()
        self.runtime = runtime
        (application, appDelegate, sceneDelegate) = runtime.run {
            let appDelegate = TestAppDelegate()
            let sceneDelegate = TestSceneDelegate()
            let application = Application(delegate: appDelegate)
            application.launch(sceneDelegate: sceneDelegate)
            return (application, appDelegate, sceneDelegate)
        }
    }

    func run<T>(_ body: () throws -> T) rethrows -> T { try runtime.run(body) }

    /// Lets the app's run loop run until nothing waits, as the playground does after a command.
    func settle() {
        runtime.run { _ = runtime.runLoop.settle() }
    }

    /// Sends `message` from `sender` as a screen's action does, from a task of the app's run
    /// loop, and lets the loop run: the record of its whole journey.
    func deliver(_ message: some Message, from sender: Responder) -> Delivery {
        let delivery = runtime.run { sender.startSending(message) }
        settle()
        return delivery
    }

    /// Sends `message` from `sender` in a task of the app's run loop, which runs when the loop
    /// settles; the sender's side of it, to await.
    func send<M: Message>(_ message: M, from sender: Responder) -> Sent<M> {
        runtime.run { Sent(message, from: sender) }
    }
}

func names(_ controllers: [ViewController]) -> [String] { controllers.map(\.objectName) }
func names(_ chain: [Responder]) -> [String] { chain.map(\.objectName) }
