import Foundation
import HeadlessUIKit
import PlaygroundHost

/// A tiny app, not the shop, that the engine runs only through the host protocol, in a third
/// style of the pattern: Soroush Khanlou's first ("The Coordinator", 2015). No library: a
/// coordinator is a plain object the app writes itself, holding a navigation controller and its
/// children, and each screen tells its delegate, its coordinator, what the user did. So there are
/// no messages and no push notifications (`send`, `who`, `queue` and `notify` refuse); there is a
/// service (`sync`), a list of notes, a screen per note, one section (`settings`) and one kind of
/// deep link (`notes://note/N`). `NotesHostAdapter.swift` is what the style needs besides.
final class NotesApp: PlaygroundApp, HasServices, NavigatesScreens {
    static let appDescription = AppDescription(
        name: "notes",
        banner: "Notes: a tiny app for the engine's tests.",
        directives: [DirectiveDescription("sync ready|pending", summary: "sync state")],
        pages: [PageDescription(name: "notes"), PageDescription(name: "note", argumentValues: ["1", "2"])],
        sections: [SectionDescription(name: "settings")],
        deepLinkExamples: ["notes://note/1"],
        helpExamples: HelpExamples(
            responder: "Button#1", button: "first", typing: "search milk", rowInNamedList: "notes:0", rows: ["0", "Milk"],
            earlierScreen: "ListScreen#1", deepLink: "notes://note/2", pagesWithArguments: ["note 2"], coordinatorScreen: "ListScreen#1",
            presentedPage: "notes", section: "settings", runningCoordinator: "SettingsCoordinator#1", messages: [], service: "sync"),
        words: .delegates(appName: "notes"))

    static let services = ["sync"]

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
    var topCoordinator: any CoordinatorNode { DelegatingCoordinatorNode(sceneDelegate.coordinator!) }

    func state(ofService name: String) -> ServiceState { notes.sync }

    func setState(ofService name: String, to state: ServiceState) {
        notes.sync = state
    }

    func navigator(showing screen: ViewController) throws(AppRefusal) -> any ScreenNavigator {
        try DelegatingNavigator(showing: screen, under: sceneDelegate.coordinator!)
    }

    static func noticing(barePopOf navigation: NavigationController, animated: Bool) -> String {
        DelegatingNavigator.noticing(barePopOf: navigation, animated: animated)
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
        guard !coordinator.children.contains(where: { $0 is SettingsCoordinator }) else {
            throw AppRefusal("settings is open already")
        }
        coordinator.add(SettingsCoordinator(navigationController: coordinator.navigationController))
    }

    static func routing(of url: URL) -> LinkRouting {
        guard url.scheme == "notes", url.host == "note", let number = Int(url.lastPathComponent) else { return .unknown }
        return (0..<2).contains(number - 1) ? .opens : .leadsNowhere(reason: "there is no note \(number)")
    }

    func open(_ url: URL) {
        _ = application.open(url)
    }

    var model: any Encodable { NotesModel(notes: notes.titles, sync: notes.sync.rawValue) }

    static let nonOwningReferences = [
        NonOwningReferences(DelegatingCoordinator.self, "parent"), NonOwningReferences(ListScreen.self, "delegate"),
    ]

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

final class NotesAppDelegate: Responder, ApplicationDelegate {
    override var objectKind: String { "app delegate" }
    func applicationDidFinishLaunching(_ application: Application) {}
}

final class NotesSceneDelegate: Responder, HeadlessUIKit.SceneDelegate {
    let notes: NotesStore
    var window: Window?
    var coordinator: NotesCoordinator?

    init(notes: NotesStore) {
        self.notes = notes
        super.init()
    }

    override var objectKind: String { "scene delegate" }

    func scene(_ scene: Scene, willConnectTo session: SceneSession) {
        let window = Window(windowScene: scene)
        self.window = window
        let coordinator = NotesCoordinator(notes: notes)
        self.coordinator = coordinator
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        coordinator.start()
    }

    func scene(_ scene: Scene, openURL url: URL) {
        guard let number = Int(url.lastPathComponent) else { return }
        coordinator?.showNote(number)
    }
}

/// The style's coordinator, as Khanlou's article writes it: a plain object (a responder only to
/// be named) with the navigation controller it shows screens on and the children it started.
class DelegatingCoordinator: Responder {
    let navigationController: NavigationController
    private(set) var children: [DelegatingCoordinator] = []
    weak var parent: DelegatingCoordinator?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    override var objectKind: String { "coordinator" }

    func start() {}

    func add(_ child: DelegatingCoordinator) {
        children.append(child)
        child.parent = self
        child.start()
    }

    func remove(_ child: DelegatingCoordinator) {
        children.removeAll { $0 === child }
    }
}

/// Shows the list, and a note when the list's delegate hears one was picked.
final class NotesCoordinator: DelegatingCoordinator, ListScreenDelegate {
    let notes: NotesStore

    init(notes: NotesStore) {
        self.notes = notes
        super.init(navigationController: NavigationController())
    }

    override func start() {
        let list = ListScreen(notes: notes)
        list.delegate = self
        navigationController.pushViewController(list, animated: false)
    }

    func showNote(_ number: Int) {
        navigationController.pushViewController(NoteScreen(title: notes.title(at: number)), animated: true)
    }

    func listScreen(_ screen: ListScreen, didPick number: Int) {
        showNote(number)
    }
}

/// A section on the shared navigation controller: one screen.
final class SettingsCoordinator: DelegatingCoordinator {
    override func start() {
        navigationController.pushViewController(SettingsScreen(), animated: true)
    }
}

/// What the list tells its coordinator.
protocol ListScreenDelegate: AnyObject {
    func listScreen(_ screen: ListScreen, didPick number: Int)
}

/// The list of notes: their count, a button to the first, and a row for each.
final class ListScreen: ViewController {
    weak var delegate: ListScreenDelegate?

    init(notes: NotesStore) {
        super.init()
        title = "Notes"
        let list = TableView(identifier: "notes", rows: notes.titles.map { TableView.Row(title: $0, hasDisclosure: true) })
        list.onSelect = { [unowned self] index, _ in delegate?.listScreen(self, didPick: index + 1) }
        let first = Button(title: "First", identifier: "first") { [unowned self] _ in delegate?.listScreen(self, didPick: 1) }
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
