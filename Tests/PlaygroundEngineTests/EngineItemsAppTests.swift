import TestSupport
import Testing

@testable import PlaygroundEngine

/// The engine on the items app (the ApplicationCoordinator README's style) and across the two
/// apps: one tree and one state schema for both, the router behind the programmer's commands,
/// closure outputs where messages would be, and `app` starting a fresh app.
@Suite struct EngineItemsAppTests {
    static func items(_ directives: String...) -> Session {
        var options = StartOptions.items()
        for directive in directives { try? options.apply(directive: directive) }
        return Session(options: options)
    }

    @Test func theTreeShowsEachRouterOnceWithTheCompletionsItKeeps() {
        let session = Self.items("launch main")
        session.run(["tap settings", "select Account", "back"])
        #expect(
            lines(session.run("tree")) == [
                "ApplicationCoordinator#1  router RouterImp#1 (NavigationController#1, bar hidden)",
                "└─ TabbarCoordinator#1",
                "   ├─ ItemCoordinator#1  router RouterImp#2 (NavigationController#2)",
                "   └─ SettingsCoordinator#1  router RouterImp#3 (NavigationController#3)",
                "      │  completion pending for AccountViewController#1 (not on the stack)",
                "      └─ AccountCoordinator#1  router RouterImp#3  (the playground's)",
                "routers: RouterImp, Panov's ApplicationCoordinator (5607964)",
            ])
    }

    /// `state` has one schema for both apps: a style fills what it has (the shop no router, the
    /// items app no active coordinator), and a tab bar controller's tabs are its children.
    @Test func stateHasOneSchemaForBothApps() throws {
        let shopSession = Session()
        let itemsSession = Self.items("launch main")
        let shop = shopSession.snapshot
        let items = itemsSession.snapshot
        #expect(shop.coordinators[0].router == nil && shop.coordinators[0].isActive == false)
        #expect(items.coordinators[0].isActive == nil)
        #expect(
            items.coordinators[0].router
                == AppSnapshot.RouterInfo(
                    id: id("RouterImp#1"), navigationController: id("NavigationController#1"), hidesNavigationBar: true,
                    isNavigationDelegate: false, pendingCompletions: [], pendingOffStack: [],
                    origin: "RouterImp, Panov's ApplicationCoordinator (5607964)"))
        let root = items.controllers[0]
        #expect(root.id == id("NavigationController#1") && root.isNavigation)
        let tabBar = items.controllers[try #require(root.children.first)]
        #expect(tabBar.id == id("TabbarController#1") && tabBar.selectedTab == 0)
        #expect(tabBar.children.map { items.controllers[$0].id } == [id("NavigationController#2"), id("NavigationController#3")])
        #expect(tabBar.controls.map(\.id) == ["items", "settings"])
        // What a style leaves empty `state` still writes, as null: the same keys in both apps.
        #expect(Self.stateKeys(shop) == Self.stateKeys(items))
        #expect(StateRenderer.json(of: shop) == shopSession.stateJSON && StateRenderer.json(of: items) == itemsSession.stateJSON)
    }

    /// The keys `state` writes at its top level and for the top coordinator (each `"key": `
    /// indented so), in order.
    private static func stateKeys(_ snapshot: AppSnapshot) -> [String] {
        let json = StateRenderer.json(of: snapshot)
        let top = json.split(separator: "\n").compactMap { $0.firstMatch(of: #/^  "([A-Za-z]+)": /#).map { String($0.1) } }
        let coordinator = json.split(separator: "\n").drop { !$0.hasPrefix("  \"coordinators\": ") }.dropFirst()
            .prefix { !$0.hasPrefix("  }") }
            .compactMap { $0.firstMatch(of: #/^    "([A-Za-z]+)": /#).map { String($0.1) } }
        return top + coordinator
    }

    @Test func theProgrammersCommandsActThroughTheRouterThatShowsTheScreen() {
        let session = Self.items("launch main")
        session.run(["tap settings", "select Account"])
        #expect(session.run("pop").hasPrefix("RouterImp#3 popped AccountViewController#1 \"Account\" (popModule) and ran the completion"))
        #expect(session.snapshot.liveObjects.flatMap(\.names).filter { $0.typeName == "AccountCoordinator" }.isEmpty)
        #expect(
            session.refuse("pop to SettingsViewController#1")
                == "error: a router has no pop to a given screen: `pop` goes back one (popModule), `pop root` to the first (popToRootModule)"
        )
        #expect(session.refuse("pop") == "error: NavigationController#3, RouterImp#3's stack, has one screen: popModule would pop nothing")
        #expect(
            session.run("present create")
                == "RouterImp#3 presented ItemCreateViewController#1 \"Create\"\nnow showing ItemCreateViewController#1 \"Create\"")
        #expect(session.run("outputs").hasSuffix("onCompleteCreateItem   → nothing (not wired)"))
    }

    @Test func aSwitchAndATabAreTappedByTheirIds() {
        let session = Self.items()
        session.run(["tap signUp", "tap readTerms"])
        #expect(session.run("tap agree") == "switched I agree on")
        #expect(session.snapshot.controllers.contains { $0.controls.contains { $0.id == "agree" && $0.shownTexts == ["I agree", "on"] } })
        let main = Self.items("launch main")
        #expect(main.run("tap settings").hasPrefix("tapped [Settings]"))
        main.run(["tap items", "select 0"])
        #expect(
            main.refuse("tap settings")
                == "error: the tab bar is hidden on this screen (ItemDetailViewController#1 hides the bottom bar when pushed): go back first"
        )
    }

    @Test func commandsOfTheMessageStyleRefuseSayingWhy() {
        let session = Self.items()
        #expect(
            session.refuse("send cartAdd")
                == "error: the items app's screens send no messages: each reports through closures its coordinator set on it, not up the responder chain; `outputs` lists where the visible screen's lead"
        )
        #expect(
            session.refuse("who x")
                == "error: the items app has no messages, so nothing handles one: each closure of a screen leads straight to the coordinator method that wired it (`outputs SCREEN`)"
        )
        #expect(
            session.refuse("queue")
                == "error: the items app's coordinators queue nothing: they take no messages and the app has no services (the shop's queue messages for a service that is not ready: `app shop`, then `help queue`)"
        )
        #expect(
            session.refuse("services")
                == "error: the items app has no services: its app delegate hands its coordinators nothing to wait for (the shop's does: `app shop`, then `help services`)"
        )
        session.run("tap signUp")
        #expect(
            lines(session.run("why")) == [
                "`tap signUp` sent no message: it fired LoginViewController#1's closure output onSignUpButtonTap, which AuthCoordinator#1 wired to its method showSignUp; what followed, in order:",
                "  1  output  LoginViewController#1.onSignUpButtonTap → AuthCoordinator#1.showSignUp",
                "  2  router  RouterImp#1 push(SignUpViewController#1): NavigationController#1 pushes it",
                "  3  UIKit   NavigationController#1 push: LoginViewController#1 → SignUpViewController#1",
                "a closure asks no responder: it goes where the coordinator that set it wired it (`outputs LoginViewController#1` lists them); `code AuthCoordinator.showSignUp` shows the method",
            ])
        #expect(lines(session.run("chain")).last?.hasPrefix("no coordinator is on the chain") == true)
    }

    @Test func appStartsAFreshAppThatUndoCannotCross() {
        let session = Session()
        session.run("tap account")
        #expect(session.run("app items").hasPrefix("a freshly launched items app"))
        #expect(session.log.isEmpty)
        session.run("tap logIn")
        session.run("undo")
        #expect(session.refuse("undo") == "error: nothing to undo: no command has changed the app since it launched")
        #expect(session.visible == "LoginViewController#1")
        session.run("reset")
        #expect(session.snapshot.app == "items")
        #expect(session.refuse("app items launch later") == "error: the app launches 'fresh' or 'main', not 'later'")
        #expect(session.refuse("app nope").hasPrefix("error: unknown app 'nope'"))
    }

    /// A transcript recorded after `app items` opens with it, so it replays on the items app.
    @Test func aRecordingOpensWithTheAppItRuns() {
        let session = Session()
        session.run(["app items launch main router Router", "tap settings"])
        let preamble = session.transcriptPreamble()
        #expect(preamble.directives == ["app items", "launch main", "router Router"])
        #expect(preamble.commands.map(\.command) == ["tap settings"])
        #expect(Session().transcriptPreamble().directives == [])
    }

    @Test func theAppDirectiveComesFirstAndNamesAnApp() throws {
        var options = StartOptions.shop()
        try options.apply(directive: "service catalog pending")
        #expect(
            throws: StartOptionsError(message: "'app items' comes before the directives of an app, since it picks the app they are for")
        ) {
            try options.apply(directive: "app items")
        }
        #expect(StartOptions.items("launch main").transcriptDirectives == ["app items", "launch main"])
        #expect(StartOptions.shop("app shop", "picker map").transcriptDirectives == ["picker map"])
    }

    /// Help in the items app names only what the app has: no empty lists of messages or services,
    /// and a command with nothing to act on says why instead.
    @Test func helpNamesOnlyWhatTheAppHas() {
        let session = Self.items()
        for command in CommandTable.allNames {
            let help = lines(session.run("help \(command)"))
            for line in help {
                #expect(!line.hasSuffix(": .") && !line.hasSuffix("Example: ") && !line.hasSuffix("Examples: "), "help \(command): \(line)")
                #expect(!line.contains(" , ") && !line.contains("service  ready"), "help \(command): \(line)")
            }
        }
        #expect(
            lines(session.run("help send")).last
                == "Not in this app: the items app's screens send no messages: each reports through closures its coordinator set on it, not up the responder chain; `outputs` lists where the visible screen's lead."
        )
        #expect(
            lines(session.run("help why")).dropFirst(3).prefix(2) == [
                "Explains the last command that acted on the app (commands that only look do not count): the",
                "whole way from the closure output it fired, in order: the object and the method the coordinator",
            ])
    }

    @Test func tabCompletesAppsDirectivesAndTabs() {
        let session = Session()
        #expect(session.completions(forLine: "app ").candidates == ["shop", "items"])
        #expect(session.completions(forLine: "app items ").candidates == ["launch", "router", "link"])
        let main = Self.items("launch main")
        #expect(main.completions(forLine: "tap ").candidates == ["add", "items", "settings"])
        #expect(main.completions(forLine: "outputs TabbarCo").candidates == ["TabbarController#1", "TabbarCoordinator#1"])
    }
}
