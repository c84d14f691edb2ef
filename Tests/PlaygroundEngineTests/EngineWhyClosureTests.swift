import TestSupport
import Testing

@testable import PlaygroundEngine

/// `why` after a command that fired a closure output: the whole way from it, in order, read from
/// what the command recorded (outputs, the coordinators' decisions, the routers' calls, what UIKit
/// did), at every trace level, in both styles.
@Suite struct EngineWhyClosureTests {
    static func items(_ directives: String...) -> Session {
        var options = StartOptions.items()
        for directive in directives { try? options.apply(directive: directive) }
        return Session(options: options)
    }

    static let itemsFooter = "a closure asks no responder: it goes where the coordinator that set it wired it"

    @Test func whyFollowsAScreensOutputThroughTheChildsListenerToTheRouterAndTheRemoval() {
        let session = Self.items("launch main")
        session.run(["tap settings", "select Account", "tap done", "screen"])
        #expect(
            lines(session.run("why")) == [
                "`tap done` sent no message: it fired AccountViewController#1's closure output onDone, which AccountCoordinator#1 wired to its method done; what followed, in order:",
                "  1  output    AccountViewController#1.onDone → AccountCoordinator#1.done",
                "  2  output    AccountCoordinator#1.listener → SettingsCoordinator#1.router.popModule",
                "  3  router    RouterImp#3 popModule(): NavigationController#3 pops its top screen",
                "  4  UIKit     NavigationController#3 pop: AccountViewController#1 → SettingsViewController#1",
                "  5  router    RouterImp#3 runs the completion for AccountViewController#1 (popModule)",
                "  6  decision  SettingsCoordinator#1 removeDependency(AccountCoordinator#1): lets it go; nothing else keeps a finished flow alive",
                Self.itemsFooter + " (`outputs AccountViewController#1` lists them); `code AccountCoordinator.done` shows the method",
            ])
    }

    @Test func whyFollowsALogoutUpTwoListenersToTheNextFlow() {
        let session = Self.items("launch main")
        session.run(["tap settings", "tap logOut"])
        #expect(
            lines(session.run("why")) == [
                "`tap logOut` sent no message: it fired SettingsViewController#1's closure output onLogout, which SettingsCoordinator#1 wired to its method logOut; what followed, in order:",
                "  1  output    SettingsViewController#1.onLogout → SettingsCoordinator#1.logOut",
                "  2  output    SettingsCoordinator#1.listener → TabbarCoordinator#1.listener",
                "  3  output    TabbarCoordinator#1.listener → ApplicationCoordinator#1.logOut",
                "  4  decision  ApplicationCoordinator#1 removeDependency(TabbarCoordinator#1): lets it go, after emptying the children of TabbarCoordinator#1; nothing else keeps a finished flow alive",
                "  5  decision  TabbarCoordinator#1 removeDependency(ItemCoordinator#1): lets it go; nothing else keeps a finished flow alive",
                "  6  decision  TabbarCoordinator#1 removeDependency(SettingsCoordinator#1): lets it go; nothing else keeps a finished flow alive",
                "  7  decision  ApplicationCoordinator#1 addDependency(AuthCoordinator#1): keeps it in my childCoordinators, which is what keeps it alive",
                "  8  router    RouterImp#1 setRootModule(LoginViewController#1): it becomes the whole stack of NavigationController#1, the navigation bar shown",
                "  9  UIKit     NavigationController#1 set (not animated): TabbarController#1 → LoginViewController#1",
                Self.itemsFooter + " (`outputs SettingsViewController#1` lists them); `code SettingsCoordinator.logOut` shows the method",
            ])
    }

    @Test func whyFollowsTheCityPickersOutputToItsParentAndTheLibrarysDecisions() {
        let session = Session()
        session.run([
            "open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn", "tap selectCity", "select Kanto",
            "select Tokyo",
        ])
        let handOff =
            "hands the user (city Tokyo, work cities none) to ProfileViewController#1, EditProfileViewController#1, RegionsViewController#1, CitiesListViewController#1: it is on the stack and shows a user (UpdateableWithUser)"
        #expect(
            lines(session.run("why")) == [
                "`select Tokyo` sent no message: it fired CitiesListViewController#1's closure output onCitySelected, which CityPickerCoordinator#1 wired to its method choose; what followed, in order:",
                "   1  output    CitiesListViewController#1.onCitySelected → CityPickerCoordinator#1.choose",
                "   2  decision  CityPickerCoordinator#1 " + handOff,
                "   3  output    CityPickerCoordinator#1.onFinish → ProfileEditingCoordinator#1.pickerFinished",
                "   4  decision  ProfileEditingCoordinator#1 pickerFinished(.city(Tokyo)): keeps the result, saves the user, then coordinatorDidFinish",
                "   5  decision  ProfileEditingCoordinator#1 " + handOff,
                "   6  decision  ProfileEditingCoordinator#1 coordinatorDidFinish(CityPickerCoordinator#1) → stopChild(CityPickerCoordinator#1)",
                "   7  decision  ProfileEditingCoordinator#1 stopChild(CityPickerCoordinator#1): drops it from my children and calls its stop()",
                "   8  decision  CityPickerCoordinator#1 stop(): takes RegionsViewController#1, CitiesListViewController#1 off the stack, and forgets my list",
                "   9  UIKit     NavigationController#2 set (not animated): CitiesListViewController#1 → EditProfileViewController#1",
                "  10  decision  ProfileEditingCoordinator#1 coordinatorDidFinish, after stopChild: the top screen EditProfileViewController#1 is mine → activate(), handlePopBack(to: EditProfileViewController#1)",
                "  11  decision  ProfileEditingCoordinator#1 activate(): NavigationController#2 reports to me again and I am its delegate",
                "  12  decision  ProfileEditingCoordinator#1 handlePopBack(to: EditProfileViewController#1)",
                Self.itemsFooter
                    + " (`outputs CitiesListViewController#1` lists them); `code CityPickerCoordinator.choose` shows the method",
            ])
    }

    /// The decisions are recorded for `why` at every level; only `trace all` prints them as the
    /// command runs, and only then does the picture's story show them.
    @Test func whyTellsTheSameWayAtEveryTraceLevelAndOnlyTraceAllPrintsTheDecisions() {
        var answers: [String] = []
        for level in ["off", "on", "all"] {
            let session = Self.items("launch main")
            session.run(["tap settings", "select Account", "trace \(level)"])
            let printed = lines(session.run("tap done"))
            #expect(printed.contains { $0.hasPrefix("» ") } == (level == "all"), "trace \(level)")
            #expect(
                printed.filter { $0.hasPrefix("~ AccountCoordinator#1.listener") }
                    == (level == "off" ? [] : ["~ AccountCoordinator#1.listener → SettingsCoordinator#1.router.popModule"]))
            let story = session.lastCommandStory()?.events ?? []
            #expect(story.contains { if case .transition(.decision, _) = $0 { true } else { false } } == (level == "all"), "trace \(level)")
            answers.append(session.run("why"))
        }
        #expect(answers[0] == answers[1] && answers[1] == answers[2])
    }

    @Test func whyOutputStartsAtAnOutputTheCommandFiredAndRefusesOneItDidNot() {
        let session = Self.items("launch main")
        session.run(["tap settings", "tap logOut"])
        #expect(session.run("why onLogout") == session.run("why"))
        #expect(session.run("why SettingsViewController#1.onLogout") == session.run("why"))
        #expect(
            session.refuse("why onDone")
                == "error: `tap logOut` sent no onDone (it fired: SettingsViewController#1.onLogout, SettingsCoordinator#1.listener, TabbarCoordinator#1.listener)"
        )
    }

    /// A command that sends a message and fires an output: `why` explains the message and names
    /// the output; `why OUTPUT` follows it, and names the message.
    @Test func aMessageAndAnOutputOfOneCommandEachPointToTheOther() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password coordinator", "tap logIn"])
        #expect(
            lines(session.run("why")).last
                == "`tap logIn` also fired a closure output: AccountCoordinator#1.onLoggedIn (`why onLoggedIn` follows it)")
        #expect(
            lines(session.run("why onLoggedIn")).first
                == "`tap logIn` fired AccountCoordinator#1's closure output onLoggedIn, which AppCoordinator#1 wired to its method showPageAfterLogin (it also sent accountLogin, which `why accountLogin` explains); what followed, in order:"
        )
    }
}
