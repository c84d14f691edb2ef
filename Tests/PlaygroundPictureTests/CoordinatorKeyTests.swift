import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundPicture

/// Each coordinator's key, drawn in its box and in the box of every controller it holds, ties
/// the two trees together across the panels between them.
@Suite struct CoordinatorKeyTests {
    /// The catalog coordinator holds the shop's navigation controller and the login screen it
    /// presents: both carry its tag, its letter on its colour, after the line that names it.
    @Test func aControllerCarriesTheKeyOfTheCoordinatorThatHoldsIt() throws {
        let picture = Session.shop(after: "select Coats", "present login").picture
        let catalog = try #require(boxes(picture.coordinators).first { $0.head.hasPrefix("CatalogCoordinator#1") })
        let login = try #require(boxes(picture.controllers).first { $0.head.hasPrefix("LoginViewController#1") })
        let stack = try #require(boxes(picture.controllers).first { $0.head == "NavigationController#1" })
        #expect(catalog.tie == "CatalogCoordinator#1")
        #expect(catalog.key != nil)
        #expect(login.key == catalog.key && stack.key == catalog.key)
        #expect(login.tie == "CatalogCoordinator#1" && stack.tie == "CatalogCoordinator#1")
        #expect(stack.texts == ["NavigationController#1", "→ CatalogCoordinator#1", try #require(catalog.key?.mark)])
        // The boxes of objects no coordinator holds carry none.
        let home = try #require(boxes(picture.controllers).first { $0.head == #"HomeViewController#1 "Home""# })
        #expect(home.key == nil && home.tie == nil)
        #expect(boxes(picture.controllers).first { $0.head == "Window#1" }?.key == nil)
    }

    /// Two coordinators never share a key: letters in the tree's order, each its own colour.
    @Test func twoCoordinatorsGetDifferentKeys() throws {
        let picture = Session.shop(after: "select \"Wool Coat\"", "tap cart").picture
        let keyed = boxes(picture.coordinators).filter { $0.key != nil }
        #expect(keyed.map(\.head) == ["AppCoordinator#1", "CatalogCoordinator#1", "CartCoordinator#1  ◀ active"])
        #expect(keyed.compactMap(\.key?.mark) == ["A", "B", "C"])
        #expect(Set(keyed.compactMap(\.key?.colour)).count == 3)
    }

    /// The legends explain the tags only where tags are drawn: an app whose coordinators are
    /// gone from the snapshot keeps the plain `→` sentence.
    @Test func theLegendExplainsTheKeysOnlyWhenDrawn() throws {
        var snapshot = try #require(Session.shop(after: "select Coats").appSnapshot())
        let keyed = Picture(snapshot: snapshot).html()
        #expect(keyed.contains("A coloured tag, A, B, …: the coordinator's key, which the controllers it holds carry too."))
        #expect(keyed.contains("→ and a coloured tag: the coordinator a controller reports to, with its key from the coordinator tree."))
        snapshot.coordinators = []
        let plain = Picture(snapshot: snapshot).html()
        #expect(!plain.contains("coloured tag"))
        #expect(plain.contains("→ the coordinator a controller reports to."))
        #expect(!plain.contains("<g class=\"key\""))
    }

    /// A screen reader hears which coordinator holds each controller, with its key.
    @Test func theDescriptionsSayWhoHoldsEachController() throws {
        let picture = Session.shop(after: "select Coats", "present login").picture
        #expect(
            picture.controllers.contains(
                "Who holds them: CatalogCoordinator#1 (key B) holds NavigationController#1, LoginViewController#1."))
        #expect(picture.coordinators.contains("Keys: A AppCoordinator#1, B CatalogCoordinator#1."))
    }

    @Test func keysAreLetteredAsSpreadsheetColumns() {
        #expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(CoordinatorKey.letters) == ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"])
    }

    struct Key: Equatable {
        var mark: String
        var colour: String
    }

    struct DrawnBox {
        var head: String
        var texts: [String]
        var tie: String?
        var key: Key?
    }

    /// Every box in `svg`: its lines, the coordinator it is tied to, and its tag.
    private func boxes(_ svg: String) -> [DrawnBox] {
        var found: [DrawnBox] = []
        var rest = svg[...]
        while let start = rest.range(of: "<g class=\"box") {
            let tail = String(rest[start.lowerBound...])
            let classes = String(tail.dropFirst("<g class=\"".count).prefix { $0 != "\"" })
            let markup = tail.group(classed: classes)!
            let opening = markup.prefix { $0 != ">" }
            let tie = opening.range(of: "data-coordinator=\"").map { String(opening[$0.upperBound...].prefix { $0 != "\"" }) }
            let key = markup.group(classed: "key").map { tag in
                Key(
                    mark: tag.texts.first ?? "",
                    colour: tag.range(of: "fill=\"").map { String(tag[$0.upperBound...].prefix { $0 != "\"" }) } ?? "")
            }
            found.append(DrawnBox(head: markup.texts.first ?? "", texts: markup.texts, tie: tie, key: key))
            rest = rest[start.upperBound...]
        }
        return found
    }
}
