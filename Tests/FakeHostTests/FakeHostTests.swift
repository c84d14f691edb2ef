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

    @Test func aMessageClimbsToTheAppsCoordinatorAndItsReplyIsPrinted() throws {
        let session = try session()
        #expect(
            run("send noteAdd title=Bread", in: session) == """
                noteAdd(title: Bread) from ListScreen#1
                  1  ListScreen#1            passed
                  2  NavigationController#1  passed
                  3  NotesCoordinator#1      handled: added Bread
                reply to noteAdd: 3 notes
                """)
        #expect(
            session.appSnapshot()?.model
                == .object([
                    .init(key: "notes", value: .array(["Milk", "Eggs", "Bread"].map { .string($0) })),
                    .init(key: "sync", value: .string("ready")),
                ]))
        #expect(refuse("send noteAdd", in: session) == "error: noteAdd needs title=…")
        #expect(refuse("send noteAd title=x", in: session) == "error: unknown message 'noteAd'; did you mean noteAdd?")
    }

    @Test func theExplainingCommandsReadWhatTheAppDeclares() throws {
        let session = try session()
        run("send noteAdd title=Bread", in: session)
        #expect(
            run("why", in: session).split(separator: "\n").prefix(4) == [
                "noteAdd(title: Bread) from ListScreen#1 (sent by `send noteAdd title=Bread`) was handled by NotesCoordinator#1:",
                "  1  ListScreen#1            no noteAdd handler  passed",
                "  2  NavigationController#1  no noteAdd handler  passed",
                "  3  NotesCoordinator#1      handles noteAdd     handled: added Bread",
            ])
        #expect(
            run("who noteAdd", in: session) == """
                classes that handle noteAdd: NotesCoordinator
                alive now: NotesCoordinator#1
                on the chain from ListScreen#1, noteAdd meets (the first keeps it unless it passes it on):
                  3  NotesCoordinator#1
                """)
        let holders = run("holders NotesCoordinator", in: session).split(separator: "\n")
        #expect(holders.first == "NotesCoordinator#1 is held by NotesSceneDelegate#1.coordinator")
        #expect(holders.last?.hasPrefix("  Application#1 is a root") == true)
        #expect(!run("objects --why", in: session).contains("from no root"))
        #expect(refuse("code noteAdd", in: session) == "error: notes ships no source for `code` to show")
        #expect(
            refuse("stop settings", in: session)
                == "error: settings runs in SettingsCoordinator, which is not running (running: NotesCoordinator#1)")
    }

    @Test func aPendingServiceQueuesTheMessageUntilTheAppSaysItIsReady() throws {
        let session = try session("sync pending")
        #expect(run("services", in: session) == "sync  pending")
        run("send noteAdd title=Bread", in: session)
        #expect(run("queue", in: session) == "NotesCoordinator#1: noteAdd(title: Bread)")
        #expect(
            run("service sync ready", in: session) == """
                sync is ready
                NotesCoordinator#1 ran its queue: noteAdd(title: Bread)
                reply to noteAdd: 3 notes
                """)
        #expect(refuse("service sync ready", in: session) == "error: sync is already ready; `service sync pending` changes it")
        #expect(refuse("service synk ready", in: session) == "error: unknown service 'synk'; did you mean sync?")
    }

    @Test func aSectionStartsTheWayTheAppStartsIt() throws {
        let session = try session()
        #expect(run("start SettingsCoordinator", in: session) == "started settings\nnow showing SettingsScreen#1 \"Settings\"")
        #expect(
            run("tree", in: session) == """
                NotesCoordinator#1  root NavigationController#1
                │  screens: ListScreen#1
                └─ SettingsCoordinator#1  root NavigationController#1  ◀ active
                      screens: SettingsScreen#1
                """)
        #expect(refuse("start settings", in: session) == "error: settings is open already")
        #expect(refuse("start setings", in: session) == "error: unknown coordinator 'setings'; did you mean settings?")
    }

    @Test func pagesAreMadeByTheAppAfterItCheckedThem() throws {
        let session = try session()
        #expect(run("push note 2", in: session) == "NotesCoordinator#1 showed NoteScreen#1 \"Eggs\"\nnow showing NoteScreen#1 \"Eggs\"")
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
        #expect(session.completions(forLine: "send ").candidates == ["noteAdd"])
        #expect(session.completions(forLine: "send noteAdd ").candidates == ["title=", "from"])
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

    private static func id(_ name: String) -> ObjectName {
        let parts = name.split(separator: "#")
        return ObjectName(typeName: String(parts[0]), number: Int(parts[1])!)
    }

    /// The list in its navigation controller, which reports to the app's one coordinator.
    static let launchedControllers = [
        AppSnapshot.ControllerNode(
            id: id("NavigationController#1"), title: nil, parentCoordinator: id("NotesCoordinator#1"), controls: [],
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
                id: id("NotesCoordinator#1"), root: id("NavigationController#1"), ownsScreens: true, screens: [id("ListScreen#1")],
                isActive: true, queued: [], stale: [], children: [])
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
        // Who a message from the list climbs to, and why it goes there from the one before.
        chain: [
            ("ListScreen#1", "view controller", nil), ("NavigationController#1", "navigation controller", "parent"),
            ("NotesCoordinator#1", "coordinator", "parentCoordinator"),
            ("NotesSceneDelegate#1", "scene delegate", "override"),
            ("Window#1", "window", "override"),
            ("Application#1", "application", "next"), ("NotesAppDelegate#1", "app delegate", "next"),
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
