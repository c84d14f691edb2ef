import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The tab bar in the phone and the controller tree: drawn from the same values `screen` prints
/// (its tabs, the selected one, the command that taps each), hidden while the screen on top of
/// a tab's stack hides the bottom bar, and covered by what is presented over it.
@Suite struct TabBarPictureTests {
    private func items(after lines: String...) -> Session {
        let session = Session(options: .items())
        for line in lines { #expect(!session.execute(line).isError, "\(line)") }
        return session
    }

    /// The items app's main screen: the phone shows the selected tab's screen, not the tab bar
    /// controller, with the tab bar along the bottom; the controller tree labels each tab.
    @Test func theItemsAppDrawsItsTabBarUnderTheSelectedTab() throws {
        let session = items(after: "tap logIn", "tap finish", "tap settings")
        let snapshot = try #require(session.pictureSnapshot())
        #expect(snapshot.shownScreens.map(\.title) == ["Settings"])
        let phone = Picture(snapshot: snapshot).phone
        let bar = try #require(phone.group(classed: "tab-bar"))
        #expect(bar.texts == ["Items", "tap items", "Settings", "tap settings"])
        #expect(phone.group(classed: "tab selected")?.texts == ["Settings", "tap settings"])
        #expect(try #require(phone.offset(of: "<g class=\"content\"")) < (try #require(phone.offset(of: "<g class=\"tab-bar\""))))
        // The phone and `screen` agree on the tabs.
        let screen = session.execute("screen").output
        #expect(screen.contains("[Settings] (selected)") && screen.contains("tap items"))
        let controllers = Picture(snapshot: snapshot).controllers.group(classed: "link-labels")!.texts
        #expect(controllers.contains("tab 0") && controllers.contains("tab 1 ✓"))
    }

    /// An item's detail hides the tab bar (`hidesBottomBarWhenPushed`): no tab bar is drawn and
    /// the caption says who hides it; back on the list it is there again.
    @Test func aPushedScreenThatHidesTheBottomBarHidesIt() throws {
        let session = items(after: "tap logIn", "tap finish", "select 1")
        let phone = session.picture.phone
        #expect(phone.group(classed: "tab-bar") == nil)
        // Indented by its position, as SVG collapses leading spaces.
        #expect(phone.group(classed: "caption")?.texts.contains("tab bar hidden by ItemDetailViewController#1") == true)
        #expect(phone.contains("<text x=\"18.4\" y=") && phone.contains(">tab bar hidden by ItemDetailViewController#1</text>"))
        #expect(!session.execute("back").isError)
        #expect(session.picture.phone.group(classed: "tab-bar")?.texts.contains("Items") == true)
    }

    /// The create flow presented over the items tab: the list and its tab bar first, then the
    /// dimming, then the sheet on top; the caption names both.
    @Test func aSheetOverATabIsDrawnOverItAndItsTabBar() throws {
        let phone = items(after: "tap logIn", "tap finish", "tap add").picture.phone
        let under = try #require(phone.offset(of: "<g class=\"tab-bar\""))
        let dimming = try #require(phone.offset(of: "class=\"dimming\""))
        let sheet = try #require(phone.offset(of: "<g class=\"screen sheet\""))
        #expect(under < dimming && dimming < sheet)
        #expect(phone.group(classed: "screen sheet")?.texts.contains("Create") == true)
        #expect(
            phone.group(classed: "caption")?.texts == [
                "visible: ItemCreateViewController#1 \"Create\"", "under it: ItemsListViewController#1 \"Items\"",
            ])
    }

    /// The shop has no tab bar controller: no screen of it draws a tab bar, whatever is shown.
    @Test func theShopDrawsNoTabBar() {
        for lines in [["tap account"], ["select Coats", "select Parka", "tap cart"], ["open shop://profile/city"]] {
            let session = Session()
            for line in lines { #expect(!session.execute(line).isError, "\(line)") }
            #expect(session.picture.phone.group(classed: "tab-bar") == nil, "\(lines)")
        }
    }
}
