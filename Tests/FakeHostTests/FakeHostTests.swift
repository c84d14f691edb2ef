import HeadlessUIKit
import PlaygroundHost
import Testing

@testable import PlaygroundEngine

/// The engine on an app it was never written for: everything it says and does about the app
/// comes through the host protocol.
@Suite struct FakeHostTests {
    private static let apps = PlaygroundApps(NotesApp.self)

    private func session(_ directives: String...) throws -> Session {
        var options = Self.apps.defaultOptions
        for directive in directives { try options.apply(directive: directive) }
        return Session(options: options)
    }

    @discardableResult
    private func run(_ line: String, in session: Session) -> String {
        let result = session.execute(line)
        #expect(!result.isError, "'\(line)' failed: \(result.output)")
        return result.output
    }

    private func refuse(_ line: String, in session: Session) -> String {
        let before = session.appSnapshot()
        let result = session.execute(line)
        #expect(result.isError, "'\(line)' was not refused")
        #expect(session.appSnapshot() == before, "'\(line)' changed the app")
        return result.output
    }

    @Test func theAppIsDescribedInItsOwnWords() throws {
        let session = try session()
        #expect(session.banner == "Notes: a tiny app for the engine's tests.")
        #expect(run("help open", in: session).contains("open a deep link, as the system hands it to the app (notes://note/2)"))
        #expect(
            run("help start", in: session) == """
                usage: start COORDINATOR
                start a section's coordinator the way the app does (settings)

                COORDINATOR is a section of the app (settings) or its
                coordinator's type (`SettingsCoordinator`). The app starts it the way its own code would,
                which may first show what the section needs.

                Example: `start settings`
                """)
        #expect(run("help service", in: session).hasSuffix("Services: sync.\n\nExample: `service sync ready`"))
        #expect(run("help reset", in: session).contains("(sync state)"))
    }

    @Test func theLaunchedAppIsThisSnapshot() throws {
        #expect(try session().appSnapshot() == Self.launched)
    }

    @Test func screenShowsWhatTheAppsScreenHolds() throws {
        #expect(
            run("screen", in: try session()) == """
                ListScreen#1 "Notes"
                  2 notes
                  [First]   tap first
                  notes     select N or a row's text
                    0 Milk ›
                    1 Eggs ›
                """)
    }

    @Test func theExplainingCommandsReadWhatTheAppDeclares() throws {
        let session = try session()
        run("tap first", in: session)
        #expect(
            run("why", in: session)
                == "`tap first` sent no message and fired no closure output, so there is nothing to explain: the notes app's screens call their delegate, which leaves no record to explain"
        )
        #expect(
            run("outputs", in: session) == "NoteScreen#1 \"Milk\" has no closure outputs: it calls its delegate, its coordinator")
        #expect(
            run("chain ListScreen#1", in: session).split(separator: "\n").last
                == "no coordinator is on the chain: the notes app's coordinators are plain objects its screens call as their delegate")
        let holders = run("holders NotesCoordinator", in: session).split(separator: "\n")
        #expect(holders.first == "NotesCoordinator#1 is held by NotesSceneDelegate#1.coordinator")
        #expect(!run("objects --why", in: session).contains("from no root"))
        #expect(refuse("code NotesCoordinator", in: session) == "error: notes ships no source for `code` to show")
        #expect(
            refuse("stop settings", in: session)
                == "error: settings runs in SettingsCoordinator, which is not running (running: NotesCoordinator#1)")
    }

    @Test func theProgrammersCommandsActThroughTheCoordinatorThatShowsTheScreen() throws {
        let session = try session()
        #expect(run("push note 2", in: session) == "NotesCoordinator#1 pushed NoteScreen#1 \"Eggs\"\nnow showing NoteScreen#1 \"Eggs\"")
        #expect(run("pop", in: session) == "NotesCoordinator#1 popped NoteScreen#1 \"Eggs\"\nnow showing ListScreen#1 \"Notes\"")
        #expect(refuse("pop", in: session) == "error: NavigationController#1 has one screen: there is nothing to pop")
        run("push note 1", in: session)
        run("push note 2", in: session)
        #expect(
            run("pop to ListScreen#1", in: session)
                == "NotesCoordinator#1 popped back to ListScreen#1 \"Notes\"\nnow showing ListScreen#1 \"Notes\"")
        #expect(refuse("pop to NoteScreen", in: session) == "error: unknown screen 'NoteScreen' (NotesCoordinator#1 owns: ListScreen#1)")
        #expect(run("present notes", in: session).hasPrefix("NotesCoordinator#1 presented ListScreen#2 \"Notes\""))
        #expect(run("dismiss", in: session).hasPrefix("NotesCoordinator#1 dismissed ListScreen#2 \"Notes\""))
        run("push note 1", in: session)
        #expect(
            run("nav pop animated", in: session).hasPrefix(
                "NavigationController#1 popped NoteScreen#4 \"Milk\" by itself, animated: no coordinator watches its navigation controller, so none sees it"
            ))
        run("start settings", in: session)
        #expect(
            run("stop settings", in: session).hasPrefix(
                "NotesCoordinator#1 removed SettingsCoordinator#1 (its screens stay where they are)"))
    }

    @Test func aServiceIsTheAppsToMakeReady() throws {
        let session = try session("sync pending")
        #expect(run("services", in: session) == "sync  pending")
        #expect(run("service sync ready", in: session) == "sync is ready")
        #expect(run("services", in: session) == "sync  ready")
        #expect(refuse("service sync ready", in: session) == "error: sync is already ready; `service sync pending` changes it")
        #expect(refuse("service synk ready", in: session) == "error: unknown service 'synk'; did you mean sync?")
    }

    @Test func aSectionStartsTheWayTheAppStartsIt() throws {
        let session = try session()
        #expect(run("start SettingsCoordinator", in: session) == "started settings\nnow showing SettingsScreen#1 \"Settings\"")
        #expect(
            run("tree", in: session) == """
                NotesCoordinator#1  root NavigationController#1
                └─ SettingsCoordinator#1  root NavigationController#1
                """)
        #expect(refuse("start settings", in: session) == "error: settings is open already")
        #expect(refuse("start setings", in: session) == "error: unknown coordinator 'setings'; did you mean settings?")
    }

    @Test func pagesAreMadeByTheAppAfterItCheckedThem() throws {
        let session = try session()
        #expect(run("push note 2", in: session) == "NotesCoordinator#1 pushed NoteScreen#1 \"Eggs\"\nnow showing NoteScreen#1 \"Eggs\"")
        #expect(refuse("push note two", in: session) == "error: note takes a note's number")
        #expect(refuse("push nots", in: session) == "error: unknown screen 'nots'; did you mean notes?")
    }

    @Test func deepLinksOpenOrSayWhyTheyLeadNowhere() throws {
        let session = try session()
        #expect(run("open notes://note/2", in: session) == "opened notes://note/2\nnow showing NoteScreen#1 \"Eggs\"")
        #expect(refuse("open notes://note/7", in: session) == "error: 'notes://note/7' routes nowhere in the app: there is no note 7")
        #expect(
            refuse("open notes://note/", in: session) == "error: 'notes://note/' routes nowhere in the app; did you mean notes://note/1?")
    }

    @Test func directivesAreTheAppsToCheck() throws {
        var options = Self.apps.defaultOptions
        try options.apply(directive: "sync pending")
        #expect(options.directives == ["sync pending"])
        #expect(throws: StartOptionsError(message: "sync is 'ready' or 'pending', not 'later'")) {
            try options.apply(directive: "sync later")
        }
        #expect(throws: StartOptionsError(message: "unknown directive 'picker map' (directives: sync ready|pending)")) {
            try options.apply(directive: "picker map")
        }
    }

    @Test func tabOffersTheAppsOwnNames() throws {
        let session = try session()
        #expect(session.completions(forLine: "push ").candidates == ["notes", "note"])
        #expect(session.completions(forLine: "push note ").candidates == ["1", "2"])
        #expect(session.completions(forLine: "send ").candidates == [])
        #expect(session.completions(forLine: "service ").candidates == ["sync"])
        #expect(session.completions(forLine: "start ").candidates == ["settings"])
        #expect(session.completions(forLine: "open ").candidates == ["notes://note/1"])
    }

    @Test func undoAndResetRebuildTheAppThroughTheProtocol() throws {
        let session = try session("sync pending")
        let launched = session.appSnapshot()
        run("select Eggs", in: session)
        let afterSelect = session.appSnapshot()
        run("push notes", in: session)
        #expect(run("undo", in: session) == "undid: push notes\nnow showing NoteScreen#1 \"Eggs\"")
        #expect(session.appSnapshot() == afterSelect)
        run("reset", in: session)
        #expect(session.appSnapshot() == launched)
        #expect(run("services", in: session) == "sync  pending")
    }

    /// Every command of the table, in a third style: one the notes app lacks a capability for
    /// refuses with the sentence its declaration gives, changing nothing, and `help` says the same;
    /// every other runs in one of the app's states, given the first or the last argument TAB
    /// offers, but for the two that need what the notes app has none of (source, storyboards).
    @Test func everyCommandRunsOrRefusesWithItsDeclarationsSentence() throws {
        let facts = AppFacts(NotesApp.self)
        let states = [[], ["push note 1"], ["present notes"], ["start settings"], ["service sync pending"]]
        var refused: [String] = []
        var failed: [String: String] = [:]
        for definition in CommandTable.all {
            if let refusal = definition.refusal(in: facts, among: Self.apps.all) {
                let session = try session()
                let line = Self.line(for: definition, in: session, offered: \.first)
                refused.append(line)
                #expect(refuse(line, in: session) == "error: " + refusal)
                #expect(run("help \(definition.name)", in: session).hasSuffix("Not in this app: " + refusal + "."))
                continue
            }
            #expect(!run("help \(definition.name)", in: try session()).contains("Not in this app"))
            var lastError = ""
            let runs = try states.contains { state in
                try [\[String].first, \.last].contains { offered in
                    let session = try session()
                    for line in state { run(line, in: session) }
                    let result = session.execute(Self.line(for: definition, in: session, offered: offered))
                    if result.isError { lastError = result.output }
                    return !result.isError
                }
            }
            if !runs { failed[definition.name] = lastError }
        }
        #expect(refused == ["queue", "who x", "notify x", "send x"])
        #expect(
            failed == [
                "code": "error: notes ships no source for `code` to show",
                "segue": "error: ListScreen#1 has no segues: no storyboard made it (try a product's Size guide, then `screen`)",
            ])
    }

    /// `definition`'s first form, each argument the one `offered` picks of those TAB offers for
    /// it (a word of its own where TAB offers none), optional ones left out.
    private static func line(for definition: CommandDefinition, in session: Session, offered: KeyPath<[String], String?>) -> String {
        var words = [definition.name]
        for slot in definition.forms[0].slots where slot.multiplicity == .one || slot.multiplicity == .rest {
            let candidates = session.completions(forLine: words.joined(separator: " ") + " ").candidates
            words.append(slot.choices.first ?? candidates[keyPath: offered] ?? "x")
        }
        return words.joined(separator: " ")
    }

    private static func id(_ name: String) -> ObjectName {
        let parts = name.split(separator: "#")
        return ObjectName(typeName: String(parts[0]), number: Int(parts[1])!)
    }

    /// The list in its navigation controller, which reports to no coordinator: its coordinator
    /// holds it and pushes on it, and the list calls its delegate.
    static let launchedControllers = [
        AppSnapshot.ControllerNode(
            id: id("NavigationController#1"), title: nil, parentCoordinator: nil, controls: [],
            isNavigation: true, children: [1], presented: nil),
        AppSnapshot.ControllerNode(
            id: id("ListScreen#1"), title: "Notes", parentCoordinator: nil,
            controls: [
                .init(id: "count", content: .label(text: "2 notes")),
                .init(id: "first", content: .button(title: "First", isEnabled: true)),
                .init(id: "notes", content: .list(rows: ["Milk", "Eggs"].map { .init(title: $0, detail: nil, isChecked: false) })),
            ],
            isNavigation: false, children: [], presented: nil),
    ]

    static let launched = AppSnapshot(
        app: "notes", visible: id("ListScreen#1"), window: id("Window#1"), controllers: launchedControllers,
        coordinators: [
            .init(
                id: id("NotesCoordinator#1"), root: id("NavigationController#1"), ownsScreens: false, screens: [], isActive: nil,
                queued: [], stale: [], children: [])
        ],
        services: [.init(name: "sync", state: "ready")],
        model: .object([
            .init(key: "notes", value: .array([.string("Milk"), .string("Eggs")])), .init(key: "sync", value: .string("ready")),
        ]),
        liveObjects: [
            ("scene delegate", ["NotesSceneDelegate#1"]), ("app delegate", ["NotesAppDelegate#1"]),
            ("application", ["Application#1"]), ("scene", ["Scene#1"]), ("window", ["Window#1"]),
            ("navigation controller", ["NavigationController#1"]), ("coordinator", ["NotesCoordinator#1"]),
            ("view", ["View#1", "TableView#1", "TableCell#1", "TableCell#2", "Label#1", "View#2"]),
            ("view controller", ["ListScreen#1"]), ("control", ["Button#1"]),
        ].map { kind, names in AppSnapshot.LiveObjectGroup(kind: kind, names: names.map(id)) },
        // UIKit's own chain from the list, and why it goes there from the one before: no
        // coordinator is on it in this style.
        chain: [
            ("ListScreen#1", "view controller", nil), ("NavigationController#1", "navigation controller", "parent"),
            ("Window#1", "window", "view's superview"), ("Application#1", "application", "next"),
            ("NotesAppDelegate#1", "app delegate", "next"),
        ].map { name, kind, reason in AppSnapshot.ChainLink(id: id(name), kind: kind, reason: reason) },
        shownScreens: [
            ScreenContent(
                id: id("ListScreen#1"), title: "Notes", hasNavigationBar: true, back: nil, isAlert: false,
                items: [
                    .label(text: "2 notes"), .button(id: "first", title: "First", isEnabled: true),
                    .list(
                        id: "notes",
                        rows: ["Milk", "Eggs"].map { .init(title: $0, detail: nil, isChecked: false, hasDisclosure: true) }),
                ])
        ],
        offWindowTitles: [:])
}
