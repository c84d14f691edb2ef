import Coordinator
import HeadlessUIKit
import Testing

@testable import PlaygroundEngine

/// `trace all`: the coordinator libraries' and the apps' decisions, each with its reason, in the
/// order they are made among the transitions and outputs that cause them; `trace on` without
/// them; nothing recorded for them unless the level is `all`.
@Suite struct EngineTraceAllTests {
    /// Into the city picker and Back out of it, as the Back-button lesson does.
    static let intoThePicker = [
        "open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn", "tap selectCity", "select Volga",
        "back",
    ]

    @Test func backPastTheChildsFirstScreenShowsEveryDecisionInCausalOrder() {
        let session = Session()
        session.run(Self.intoThePicker)
        session.run("trace all")
        let trace = lines(session.run("back")).filter { $0.hasPrefix("»") || $0.hasPrefix("~ ") && !$0.hasPrefix("~   ") }
        #expect(
            trace == [
                "~ NavigationController#2 pop: RegionsViewController#1 → EditProfileViewController#1",
                "~ NavigationController#2 pop ends after 0.35s",
                "» CityPickerCoordinator#1 didShow EditProfileViewController#1: RegionsViewController#1 is not on the stack, so a pop → didPopTransition(to: EditProfileViewController#1)",
                "» CityPickerCoordinator#1 didPopTransition(to: EditProfileViewController#1): not one of mine, so the user went back past my first screen and I am finished → ProfileEditingCoordinator#1.coordinatorDidFinish(self)",
                "» ProfileEditingCoordinator#1 coordinatorDidFinish(CityPickerCoordinator#1): the picker has not reported a result, so the user left it: asks it for one first → CityPickerCoordinator#1.userLeft()",
                "~ CityPickerCoordinator#1.onFinish → ProfileEditingCoordinator#1.pickerFinished",
                "» ProfileEditingCoordinator#1 pickerFinished(.cancelled): nothing chosen: saves nothing, then coordinatorDidFinish",
                "» ProfileEditingCoordinator#1 coordinatorDidFinish(CityPickerCoordinator#1) → stopChild(CityPickerCoordinator#1)",
                "» ProfileEditingCoordinator#1 stopChild(CityPickerCoordinator#1): drops it from my children and calls its stop()",
                "» CityPickerCoordinator#1 stop(): no screen of mine is on the stack; forgets my list",
                "» ProfileEditingCoordinator#1 coordinatorDidFinish, after stopChild: the top screen EditProfileViewController#1 is mine → activate(), handlePopBack(to: EditProfileViewController#1)",
                "» ProfileEditingCoordinator#1 activate(): NavigationController#2 reports to me again and I am its delegate",
                "» ProfileEditingCoordinator#1 handlePopBack(to: EditProfileViewController#1)",
            ])
    }

    @Test func backInsideTheChildTrimsItsListAndCallsHandlePopBack() {
        let session = Session()
        session.run(Array(Self.intoThePicker.dropLast()))
        session.run("trace all")
        #expect(
            lines(session.run("back")).filter { $0.hasPrefix("»") } == [
                "» CityPickerCoordinator#1 didShow RegionsViewController#1: CitiesListViewController#1 is not on the stack, so a pop → didPopTransition(to: RegionsViewController#1)",
                "» CityPickerCoordinator#1 didPopTransition(to: RegionsViewController#1): one of mine, so I drop CitiesListViewController#1 from my list → handlePopBack(to: RegionsViewController#1)",
                "» CityPickerCoordinator#1 handlePopBack(to: RegionsViewController#1)",
            ])
    }

    @Test func choosingACityShowsTheOutputsAndTheWalkOfTheStackScreenByScreen() {
        let session = Session()
        session.run(Array(Self.intoThePicker.dropLast()))
        session.run("trace all")
        let trace = lines(session.run("select Kazan")).filter { $0.hasPrefix("»") || $0.hasPrefix("~ ") && $0.contains(".on") }
        #expect(
            trace.prefix(6) == [
                "~ CitiesListViewController#1.onCitySelected → CityPickerCoordinator#1.choose",
                "» CityPickerCoordinator#1 hands the user (city Kazan, work cities none) to ProfileViewController#1: it is on the stack and shows a user (UpdateableWithUser)",
                "» CityPickerCoordinator#1 hands the user (city Kazan, work cities none) to EditProfileViewController#1: it is on the stack and shows a user (UpdateableWithUser)",
                "» CityPickerCoordinator#1 hands the user (city Kazan, work cities none) to RegionsViewController#1: it is on the stack and shows a user (UpdateableWithUser)",
                "» CityPickerCoordinator#1 hands the user (city Kazan, work cities none) to CitiesListViewController#1: it is on the stack and shows a user (UpdateableWithUser)",
                "~ CityPickerCoordinator#1.onFinish → ProfileEditingCoordinator#1.pickerFinished",
            ])
    }

    @Test func aDeepLinkIsRoutedHopByHopInBothApps() {
        let shop = Session()
        shop.run("trace all")
        #expect(
            lines(shop.run("open shop://product/3")).filter { $0.hasPrefix("» route:") } == [
                "» route: ShopSceneDelegate#1 → AppCoordinator#1.open(shop://product/3): the scene delegate reads the URL as a deep link and hands it to its coordinator",
                "» route: AppCoordinator#1.display(.product/3): a catalog page: closes any presented section, then the catalog shows it on the main stack",
                "» route: AppCoordinator#1 → CatalogCoordinator#1.display(.product/3): the catalog runs already: it shows the page",
                "» route: CatalogCoordinator#1.display(.product/3): takes the main stack back to its home screen, then sends itself the page's message",
            ])
        let items = Session()
        items.run(["app items launch main", "trace all"])
        #expect(
            lines(items.run("open items://item/2")).filter { $0.hasPrefix("» route:") } == [
                "» route: ItemsSceneDelegate#1 → ApplicationCoordinator#1.start(with: items://item/2): the scene delegate reads the URL as a DeepLinkOption and starts the application coordinator with it",
                "» route: ApplicationCoordinator#1 → TabbarCoordinator#1.start(with: items://item/2): the link needs the tab bar, which runs: its coordinator routes it",
                "» route: TabbarCoordinator#1 → ItemCoordinator#1.start(with: items://item/2): an item link: selects the items tab (running its flow if it has not run), whose coordinator shows the item; the playground's routing: the original's stops here (its start(with:) is the empty default)",
                "» route: ItemCoordinator#1.showItemDetail(Item 2): ends the create flow if it runs, pops to the list, then pushes the item",
            ])
    }

    @Test func takeoverPutsTheCatalogsSavedScreensBack() {
        let session = Session()
        session.run(["select \"Wool Coat\"", "tap cart", "trace all"])
        let output = lines(session.run("send cartToggle"))
        #expect(
            output.filter { $0.hasPrefix("»") }.prefix(2) == [
                "» CatalogCoordinator#1 takeover(): activate(), then my saved list becomes NavigationController#1's whole stack: HomeViewController#1, ProductViewController#1",
                "» CatalogCoordinator#1 activate(): NavigationController#1 reports to me again and I am its delegate",
            ])
        let catalog = session.snapshot.coordinators.first { $0.id.description == "CatalogCoordinator#1" }
        #expect(catalog?.isActive == true)
        #expect(session.visible == "ProductViewController#1")
    }

    /// The level decides what is printed; the decisions are recorded at every level, for `why`.
    @Test func theLevelSwitchDecidesWhatIsPrinted() {
        let session = Session()
        session.run(["select \"Wool Coat\""])
        #expect(session.run("trace all").hasPrefix("trace is all: "))
        let all = lines(session.run("back"))
        #expect(all.contains { $0.hasPrefix("» CatalogCoordinator#1 didShow") })
        #expect(session.live.runtime.isRecordingDecisions)
        session.run("select \"Wool Coat\"")
        #expect(session.run("trace on") == "trace is on: messages and transitions are printed as you act")
        let on = lines(session.run("back"))
        #expect(!on.contains { $0.hasPrefix("»") })
        #expect(on.contains { $0.hasPrefix("~ NavigationController#1 pop:") })
        // Recorded at every level, for `why`; printed only under `trace all`.
        #expect(session.live.runtime.isRecordingDecisions)
        session.run("select \"Wool Coat\"")
        #expect(session.run("trace off") == "trace is off")
        #expect(session.run("back") == "went back from ProductViewController#3 \"Wool Coat\"\nnow showing HomeViewController#1 \"Home\"")
        #expect(session.live.runtime.isRecordingDecisions)
        #expect(session.refuse("trace loud") == "error: unknown trace level 'loud' (there are: off, on, all)")
    }

    @Test func aTranscriptStartedUnderTraceAllReplaysUnderTraceAll() {
        let session = Session()
        session.run(["trace all", "select \"Wool Coat\""])
        #expect(session.transcriptPreamble().commands.map(\.command) == ["trace all", "select \"Wool Coat\""])
    }

    @Test func helpTraceSaysWhatEachLevelPrints() {
        let help = Session().run("help trace")
        #expect(help.hasPrefix("usage: trace off|on|all"))
        #expect(
            lines(help).filter { $0.hasPrefix("With trace on") || $0.hasPrefix("`trace all` prints") || $0.hasPrefix("`trace off` prints") }
                == [
                    "With trace on, every command that acts on the app is followed by what it caused: each message",
                    "`trace all` prints all that and, as lines starting with », every decision the coordinator",
                    "`trace off` prints none of it. Warnings UIKit would log are always printed.",
                ])
    }
}
