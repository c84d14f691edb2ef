import Coordinator
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// A tiny app, not the shop, that the engine runs only through the host protocol: a list of
/// notes, a screen per note, one message (`noteAdd`), one service (`sync`), one section
/// (`settings`) and one kind of deep link (`notes://note/N`).
final class NotesApp: PlaygroundApp {
    static let appDescription = AppDescription(
        name: "notes",
        banner: "Notes: a tiny app for the engine's tests.",
        directives: [DirectiveDescription("sync ready|pending", summary: "sync state")],
        services: ["sync"],
        messages: [
            MessageDescription(
                name: NoteAdd.name, arguments: [.init(key: "title", allowedValues: nil, isRequired: true)], summary: "add a note")
        ],
        messageHandlers: [MessageHandlerDescription(NotesCoordinator.self)],
        pages: [PageDescription(name: "notes"), PageDescription(name: "note", argumentValues: ["1", "2"])],
        sections: [SectionDescription(name: "settings")],
        deepLinkExamples: ["notes://note/1"],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "first", typing: "search milk", rowInNamedList: "notes:0", rows: ["0", "Milk"],
            earlierScreen: "ListScreen#1", deepLink: "notes://note/2", pagesWithArguments: ["note 2"], coordinatorScreen: "ListScreen#1",
            presentedPage: "notes", section: "settings", runningCoordinator: "SettingsCoordinator#1",
            messages: ["noteAdd title=Bread"], service: "sync"))

    let application: Application
    private let sceneDelegate: NotesSceneDelegate
    private let notes: NotesStore

    static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        let words = directive.split(separator: " ")
        guard words.count == 2, let state = ServiceState(rawValue: String(words[1])) else {
            throw AppRefusal("sync is 'ready' or 'pending', not '\(words.dropFirst().joined(separator: " "))'")
        }
        return "sync \(state.rawValue)"
    }

    init(directives: [String]) {
        notes = NotesStore()
        notes.sync = directives.last == "sync pending" ? .pending : .ready
        sceneDelegate = NotesSceneDelegate(notes: notes)
        application = Application(delegate: NotesAppDelegate())
        application.launch(sceneDelegate: sceneDelegate)
    }

    var window: Window { sceneDelegate.window! }
    var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(sceneDelegate.coordinator!) }

    func state(ofService name: String) -> ServiceState { notes.sync }

    func setState(ofService name: String, to state: ServiceState) {
        notes.sync = state
        if state == .ready { sceneDelegate.coordinator?.processQueuedMessages() }
    }

    static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        guard let title = arguments["title"], !title.isEmpty else { throw AppRefusal("noteAdd needs title=…") }
        return NoteAdd(title: title)
    }

    static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        switch name {
        case "notes" where arguments.isEmpty: return
        case "note" where arguments.count == 1 && Int(arguments[0]) != nil: return
        default: throw AppRefusal("\(name) takes \(name == "note" ? "a note's number" : "no arguments")")
        }
    }

    func makeScreen(page name: String, arguments: [String]) -> ViewController {
        name == "note" ? NoteScreen(title: notes.title(at: Int(arguments[0]) ?? 0)) : ListScreen(notes: notes)
    }

    func start(section name: String) throws(AppRefusal) {
        guard let coordinator = sceneDelegate.coordinator else { throw AppRefusal("the app has not launched") }
        guard !coordinator.childCoordinators.values.contains(where: { $0 is SettingsCoordinator }) else {
            throw AppRefusal("settings is open already")
        }
        coordinator.startChild(coordinator: SettingsCoordinator(rootViewController: coordinator.rootViewController))
    }

    static func routing(of url: URL) -> LinkRouting {
        guard url.scheme == "notes", url.host == "note", let number = Int(url.lastPathComponent) else { return .unknown }
        return (0..<2).contains(number - 1) ? .opens : .leadsNowhere(reason: "there is no note \(number)")
    }

    func open(_ url: URL) {
        _ = application.open(url)
    }

    var model: any Encodable { NotesModel(notes: notes.titles, sync: notes.sync.rawValue) }

    static let nonOwningReferences = [NonOwningReferences(NotesCoordinator.self, "sceneDelegate")]

    /// The notes app ships no source: `code` says so.
    static let sourceFiles: [SourceFile] = []
}

/// What `state` prints under "model".
struct NotesModel: Encodable {
    let notes: [String]
    let sync: String
}

/// The notes and the sync service, shared by the app's objects.
final class NotesStore {
    var titles = ["Milk", "Eggs"]
    var sync = ServiceState.ready

    func title(at number: Int) -> String {
        titles.indices.contains(number - 1) ? titles[number - 1] : "Note \(number)"
    }
}

/// Adds a note; answers how many there are.
struct NoteAdd: Message {
    typealias Reply = Int
    static let name = "noteAdd"
    let title: String
    var arguments: [(label: String, value: String)] { [("title", title)] }
    func describe(_ count: Int) -> String? { "\(count) notes" }
}

final class NotesAppDelegate: Responder, ApplicationDelegate {
    override var objectKind: String { "app delegate" }
    func applicationDidFinishLaunching(_ application: Application) {}
}

final class NotesSceneDelegate: Responder, HeadlessUIKit.SceneDelegate, CoordinatingResponderOverride {
    let notes: NotesStore
    var window: Window?
    var coordinator: NotesCoordinator?

    init(notes: NotesStore) {
        self.notes = notes
        super.init()
    }

    override var objectKind: String { "scene delegate" }
    var overriddenCoordinatingResponder: Responder? { window }

    func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        let window = Window(windowScene: scene)
        self.window = window
        let coordinator = NotesCoordinator(notes: notes)
        self.coordinator = coordinator
        coordinator.sceneDelegate = self
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        coordinator.start()
    }

    func scene(_ scene: Scene, openURL url: URL) {
        guard let number = Int(url.lastPathComponent) else { return }
        coordinator?.showNote(number)
    }
}

/// Shows the list, and a note when its row is selected; adds notes, or queues them while sync
/// is pending.
final class NotesCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [NoteAdd.self, NoteOpen.self] }
    let notes: NotesStore
    weak var sceneDelegate: NotesSceneDelegate?

    init(notes: NotesStore) {
        self.notes = notes
        super.init(rootViewController: NavigationController())
    }

    override var overriddenCoordinatingResponder: Responder? { sceneDelegate }

    override func start() {
        super.start()
        show(ListScreen(notes: notes))
    }

    func showNote(_ number: Int) {
        show(NoteScreen(title: notes.title(at: number)))
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        switch message {
        case let add as NoteAdd:
            guard notes.sync == .ready else { return enqueue(add, note: "queued until sync is ready") }
            notes.titles.append(add.title)
            return .replied(to: add, with: notes.titles.count, "added \(add.title)")
        case let open as NoteOpen:
            showNote(open.number)
            return .handled("showed note \(open.number)")
        default:
            return .pass
        }
    }
}

struct NoteOpen: Message {
    static let name = "noteOpen"
    let number: Int
    var arguments: [(label: String, value: String)] { [("number", String(number))] }
}

/// A section on the shared navigation controller: one screen.
final class SettingsCoordinator: NavigationCoordinator {
    override func start() {
        super.start()
        show(SettingsScreen())
    }
}

/// The list of notes: their count, a button to the first, and a row for each.
final class ListScreen: ViewController {
    init(notes: NotesStore) {
        super.init()
        title = "Notes"
        let list = TableView(identifier: "notes", rows: notes.titles.map { TableView.Row(title: $0, hasDisclosure: true) })
        list.onSelect = { index, cell in cell.startSending(NoteOpen(number: index + 1)) }
        let first = Button(title: "First", identifier: "first") { button in button.startSending(NoteOpen(number: 1)) }
        [Label(text: "\(notes.titles.count) notes", identifier: "count"), first, list].forEach(view.addSubview)
    }
}

/// One note, titled by it, with a search field.
final class NoteScreen: ViewController {
    init(title: String) {
        super.init()
        self.title = title
        view.addSubview(TextField(placeholder: "Search", identifier: "search"))
    }
}

final class SettingsScreen: ViewController {
    override init() {
        super.init()
        title = "Settings"
    }
}
