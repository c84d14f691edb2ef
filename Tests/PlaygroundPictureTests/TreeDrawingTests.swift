import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The coordinator tree and the controller hierarchy, drawn from the snapshot as `tree` and
/// `stack` print them.
@Suite struct TreeDrawingTests {
    /// After the cart takes over the shared stack: the cart coordinator is the active one, the
    /// catalog's screens are stale (grey, italic, marked), and the coordinators a message from
    /// the cart climbs through carry their step on the chain (cart screen 1, its navigation
    /// controller 2, then these).
    @Test func theCartTakesOverAndTheCatalogsScreensGoStale() throws {
        let snapshot = try #require(Session.shop(after: "select \"Wool Coat\"", "tap cart").appSnapshot())
        let tree = Picture(snapshot: snapshot).coordinators
        #expect(boxTexts(tree, classed: "box chain") == [["AppCoordinator#1", "root NavigationController#1", "screens: none", "A", "4"]])
        #expect(
            boxTexts(tree, classed: "box active chain") == [
                ["CartCoordinator#1  ◀ active", "root NavigationController#1", "· CartViewController#1 \"Cart\"", "C", "3"]
            ])
        let catalog = try #require(boxTexts(tree, classed: "box").first { $0.first == "CatalogCoordinator#1" })
        #expect(
            catalog == [
                "CatalogCoordinator#1", "root NavigationController#1", "· HomeViewController#1 \"Home\" (stale)",
                "· ProductViewController#1 \"Wool Coat\" (stale)", "B",
            ])
        #expect(tree.contains("font-style=\"italic\">· HomeViewController#1 &quot;Home&quot; (stale)</text>"))
    }

    /// A message queued for a pending service is drawn in its coordinator's box.
    @Test func queuedMessagesAreInTheirCoordinatorsBox() throws {
        let session = Session(options: .shop("service profile pending"))
        for line in ["open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn", "tap selectCity"] {
            #expect(!session.execute(line).isError, "\(line)")
        }
        let tree = session.picture.coordinators
        let editing = try #require(allBoxTexts(tree).first { $0.first?.hasPrefix("ProfileEditingCoordinator#1") == true })
        #expect(editing.contains("queued: startCityPicker"))
        #expect(tree.contains("fill=\"#a35200\">queued: startCityPicker</text>"))
    }

    /// The controller hierarchy: the window, the navigation stack numbered from the bottom, a
    /// screen presented over it (a dashed, labelled line), and the visible screen marked.
    @Test func stacksAreNumberedAndPresentationsDashed() throws {
        let snapshot = try #require(Session.shop(after: "select Coats", "present login").appSnapshot())
        let drawing = Picture(snapshot: snapshot).controllers
        #expect(
            allBoxTexts(drawing) == [
                ["ShopAppDelegate#1", "app delegate, via next", "7"], ["Application#1", "application, via next", "6"],
                ["ShopSceneDelegate#1", "scene delegate, via override", "4"], ["Window#1", "5"],
                ["NavigationController#1", "→ CatalogCoordinator#1", "B"], ["HomeViewController#1 \"Home\""],
                ["CategoryViewController#1 \"Coats\""],
                ["LoginViewController#1 \"Log in\"  ◀ visible", "→ CatalogCoordinator#1", "B", "1"],
            ])
        #expect(try #require(drawing.group(classed: "link-labels")).texts == ["[0]", "[1]", "presented by"])
        let links = try #require(drawing.group(classed: "links"))
        #expect(links.components(separatedBy: "stroke-dasharray=\"5 4\"").count == 2, "one presentation, one dashed line")
        #expect(boxTexts(drawing, classed: "box visible chain").map { $0[0] } == ["LoginViewController#1 \"Log in\"  ◀ visible"])
        #expect(
            boxTexts(drawing, classed: "box chain window").map(\.first) == [
                "ShopAppDelegate#1", "Application#1", "ShopSceneDelegate#1", "Window#1",
            ])
        // The phone draws the login screen over the category, without a navigation bar.
        let phone = Picture(snapshot: snapshot).phone
        #expect(phone.group(classed: "screen sheet").map { !$0.contains("navigation-bar") } == true)
    }

    /// A window without a root view controller is drawn as such, in both the hierarchy and
    /// the phone, rather than failing.
    @Test func aWindowWithNothingInItIsDrawnEmpty() throws {
        var snapshot = try #require(Session().appSnapshot())
        snapshot.controllers = []
        snapshot.shownScreens = []
        snapshot.visible = nil
        snapshot.chain = []
        let picture = Picture(snapshot: snapshot)
        #expect(allBoxTexts(picture.controllers) == [["Window#1", "(no root view controller)"]])
        #expect(picture.phone.texts == ["9:41", "(no root view controller)"])
        #expect(picture.title == "Coordinator Playground")
    }

    /// Each box's lines, for the boxes whose class is exactly `classes`.
    private func boxTexts(_ svg: String, classed classes: String) -> [[String]] {
        var found: [[String]] = []
        var rest = svg[...]
        while let start = rest.range(of: "<g class=\"\(classes)\"") {
            let box = String(rest[start.lowerBound...]).group(classed: classes)!
            found.append(box.texts)
            rest = rest[start.upperBound...]
        }
        return found
    }

    private func allBoxTexts(_ svg: String) -> [[String]] {
        var found: [[String]] = []
        var rest = svg[...]
        while let start = rest.range(of: "<g class=\"box") {
            let tail = String(rest[start.lowerBound...])
            let classes = String(tail.dropFirst("<g class=\"".count).prefix { $0 != "\"" })
            found.append(tail.group(classed: classes)!.texts)
            rest = rest[start.upperBound...]
        }
        return found
    }
}
