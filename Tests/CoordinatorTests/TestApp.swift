import Coordinator
import HeadlessUIKit

/// A minimal app in the shape the seeds recommend: app delegate → scene delegate → window →
/// a top coordinator on one navigation controller whose chain continues to the scene delegate.
final class TestAppDelegate: Responder, ApplicationDelegate, HandlesMessages {
    static var handledMessages: [any Message.Type] { [Ping.self] }
    var received: [String] = []
    func applicationDidFinishLaunching(_ application: Application) {}
    func receive(_ message: any Message, from sender: Responder) -> Handling {
        received.append(message.name)
        return .pass
    }
}

final class TestSceneDelegate: Responder, HeadlessUIKit.SceneDelegate, CustomCoordinatingResponder {
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
    var customCoordinatingResponder: Responder? { window }
}

/// The seeds' SceneCoordinator: its messages continue to the scene delegate.
final class TopCoordinator: RecordingCoordinator {
    weak var sceneDelegate: TestSceneDelegate?
    init(sceneDelegate: TestSceneDelegate) {
        self.sceneDelegate = sceneDelegate
        super.init(rootViewController: NavigationController())
    }
    override var customCoordinatingResponder: Responder? { sceneDelegate }
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

    /// Lets what was started end, as a device does before the person's next touch.
    func settle() { runtime.settle() }
}

func names(_ controllers: [ViewController]) -> [String] { controllers.map(\.objectName) }
func names(_ chain: [Responder]) -> [String] { chain.map(\.objectName) }
