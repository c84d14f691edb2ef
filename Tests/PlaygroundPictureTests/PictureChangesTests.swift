import Foundation
import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundEngine

/// What the last command changed is marked on both trees and on the phone, found by comparing
/// the app before with the app after: new coordinators and controllers framed in green with
/// `✚ new`, a stopped coordinator faded in place with who stopped it, changed controls marked;
/// and the story's `»` decisions on the node that made them.
@Suite struct PictureChangesTests {
    /// `tap account` presents the account flow: its coordinator and its screens are new on the
    /// trees, the login screen is framed `new` on the phone; with no earlier app, nothing is.
    @Test func newCoordinatorsAndScreensAreMarked() throws {
        let session = Session.shop()
        let before = try #require(session.pictureSnapshot())
        #expect(!session.execute("tap account").isError)
        let picture = Picture(snapshot: session.pictureSnapshot()!, previous: before, story: session.lastCommandStory())
        let new = boxHeads(picture.coordinators, marked: "new")
        #expect(new == ["AccountCoordinator#1  ◀ active"])
        #expect(picture.coordinators.contains(">✚ new</text>"))
        let newControllers = boxHeads(picture.controllers, marked: "new")
        #expect(newControllers.contains { $0.hasPrefix("LoginViewController#1") })
        #expect(newControllers.allSatisfy { !$0.hasPrefix("HomeViewController") }, "the home screen was there before")
        #expect(picture.phone.group(classed: "new-screen")?.texts == ["new"])
        // Without the app before, nothing is new.
        let unmarked = Picture(snapshot: session.pictureSnapshot()!, story: session.lastCommandStory())
        #expect(boxHeads(unmarked.coordinators, marked: "new").isEmpty && boxHeads(unmarked.controllers, marked: "new").isEmpty)
        #expect(!unmarked.phone.contains("new-screen"))
        #expect(!unmarked.panels.contains("✚ new"))
    }

    /// Picking a city ends the picker: its coordinator is drawn once more, faded, under the
    /// coordinator that stopped it, with who did and after which command.
    @Test func aStoppedCoordinatorFadesOutInPlaceWithWhy() throws {
        let setUp = Session.shop(
            after: "trace all", "open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn",
            "tap selectCity")
        let before = try #require(setUp.pictureSnapshot())
        #expect(before.coordinators.contains { $0.id.description == "CityPickerCoordinator#1" })
        #expect(!setUp.execute("select federalCities:0").isError)
        let after = try #require(setUp.pictureSnapshot())
        #expect(!after.coordinators.contains { $0.id.description == "CityPickerCoordinator#1" })
        let tree = Picture(snapshot: after, previous: before, story: setUp.lastCommandStory()).coordinators
        let gone = try #require(tree.group(classed: "box gone"))
        #expect(gone.texts.first == "CityPickerCoordinator#1")
        #expect(gone.texts.contains { $0.hasPrefix("✕ stopped by ProfileEditingCoordinator#1") })
        #expect(gone.texts.contains("  after `select federalCities:0`"))
        #expect(gone.contains("opacity=\"0.55\""))
    }

    /// Typing into a field changes that control alone: the phone marks it, and the tree marks
    /// the controller `✎ changed: controls`.
    @Test func aChangedControlIsMarked() throws {
        let session = Session.shop(after: "tap account")
        let before = try #require(session.pictureSnapshot())
        #expect(!session.execute("type username pavel").isError)
        let picture = Picture(snapshot: session.pictureSnapshot()!, previous: before, story: session.lastCommandStory())
        let content = try #require(picture.phone.group(classed: "screen sheet"))
        #expect(content.components(separatedBy: "class=\"changed\"").count == 2, "one control changed")
        #expect(boxHeads(picture.controllers, marked: "changed").map { $0.prefix(21) } == ["LoginViewController#1"])
        #expect(picture.controllers.contains(">✎ changed: controls</text>"))
    }

    /// With `trace all`, a deep link's decisions are each drawn on the node that made them:
    /// a coordinator, a router's coordinator, or the scene delegate above the window.
    @Test func theStorysDecisionsAreOnTheNodesThatMadeThem() throws {
        let session = Session.shop(
            after: "tap account", "type username pavel", "type password coordinator", "tap logIn", "trace all", "open shop://profile/city")
        let story = try #require(session.lastCommandStory())
        let decisions = story.decisions
        #expect(decisions.values.map(\.count).reduce(0, +) >= 10)
        let picture = session.picture
        let drawn = picture.coordinators + picture.controllers
        for decider in decisions.keys {
            #expect(drawn.contains(">\(decider.description)"), "\(decider) has a box")
        }
        let marked = drawn.components(separatedBy: ">» ").count - 1
        #expect(marked >= decisions.count, "every decider's box has a » line")
        #expect(picture.panels.contains("» lines: the decisions made there"))
    }

    /// Every step `chain` lists has its number on a tree: the window, the scene delegate, the
    /// application and its delegate too.
    @Test func theWholeChainIsNumbered() throws {
        for app in ["shop", "items"] {
            let session = Session()
            #expect(!session.execute("app \(app)").isError)
            let snapshot = try #require(session.pictureSnapshot())
            let picture = Picture(snapshot: snapshot)
            let numbers = (picture.coordinators + picture.controllers).components(separatedBy: "<g class=\"chain-step\"").dropFirst()
                .compactMap { $0.texts.first }.compactMap(Int.init).sorted()
            #expect(numbers == Array(1...snapshot.chain.count), "\(app): \(numbers) of \(snapshot.chain.count)")
            #expect(snapshot.chain.count >= 5)
        }
    }

    /// Each app's legend explains the marks its drawings have, and only those: the items app
    /// has no active coordinator and no coordinator on the chain.
    @Test func eachAppHasItsOwnLegend() throws {
        let items = Session()
        #expect(!items.execute("app items").isError)
        let itemsPanels = items.picture.panels
        let shopPanels = Session.shop().picture.panels
        #expect(!itemsPanels.contains("Blue: active on its root"))
        #expect(shopPanels.contains("Blue: active on its root"))
        let coordinatorsLegend = { (panels: String) in
            panels.components(separatedBy: "<section class=\"panel coordinators\">")[1].components(separatedBy: "</section>")[0]
        }
        #expect(!coordinatorsLegend(itemsPanels).contains("Red numbers"))
        #expect(coordinatorsLegend(shopPanels).contains("Red numbers"))
        // The items tree says what `tree` says of its router once the tabs are up: the bar hidden.
        for line in ["tap login", "tap finish"] { #expect(!items.execute(line).isError) }
        #expect(items.execute("tree").output.contains("bar"))
        #expect(
            items.picture.coordinators.contains(">  bar hidden, its delegate</text>")
                || items.picture.coordinators.contains(">  bar hidden</text>"))
    }

    /// Each drawing says in words what it shows: the visible screen, the active coordinators,
    /// the stack and the whole chain.
    @Test func eachDrawingDescribesWhatItShows() throws {
        let picture = Session.shop(after: "select Coats").picture
        let label = { (svg: String) in
            String(svg.components(separatedBy: "aria-label=\"")[1].prefix { $0 != "\"" })
        }
        #expect(label(picture.phone) == "The phone shows CategoryViewController#1 &quot;Coats&quot;.")
        #expect(
            label(picture.coordinators)
                == "The coordinator tree: 2 coordinators under AppCoordinator#1. Keys: A AppCoordinator#1, B CatalogCoordinator#1. Active: CatalogCoordinator#1. On the chain: AppCoordinator#1 (step 4), CatalogCoordinator#1 (step 3)."
        )
        #expect(
            label(picture.controllers)
                == "The controller hierarchy: Window#1 holds NavigationController#1. The visible screen is CategoryViewController#1 &quot;Coats&quot;, [1] on NavigationController#1&#39;s stack of 2. Who holds them: CatalogCoordinator#1 (key B) holds NavigationController#1. The chain, 8 steps: 1 CategoryViewController#1, 2 NavigationController#1, 3 CatalogCoordinator#1, 4 AppCoordinator#1, 5 ShopSceneDelegate#1, 6 Window#1, 7 Application#1, 8 ShopAppDelegate#1."
        )
    }

    /// The heads of the boxes whose class includes `mark`.
    private func boxHeads(_ svg: String, marked mark: String) -> [String] {
        svg.components(separatedBy: "<g class=\"box ").dropFirst().filter { chunk in
            chunk.prefix { $0 != "\"" }.split(separator: " ").contains(Substring(mark))
        }.compactMap { $0.texts.first }
    }
}
