import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundPicture

/// The phone draws what `screen` prints, from the same values, and draws what is presented over
/// the screen that presents it.
@Suite struct PhoneDrawingTests {
    /// Every item `screen` lists is drawn, in the same order, top to bottom: labels, buttons
    /// with the command that taps them, rows with their index, detail and checkmark.
    @Test func thePhoneDrawsEveryItemOfTheScreenInOrder() throws {
        let session = Session.shop(after: "select Coats", "select Parka", "select navy")
        let snapshot = try #require(session.appSnapshot())
        let screen = try #require(snapshot.shownScreens.last)
        #expect(screen.title == "Parka")
        var expected: [String] = []
        for item in screen.items {
            switch item {
            case .label(let text): expected.append(text)
            case .button(let id, let title, _): expected += [title, "tap \(id!)"]
            case .field(let id, let placeholder, let text, _): expected += [text.isEmpty ? placeholder : text, "type \(id!)"]
            case .toggle(let id, let title, let isOn, _): expected += ["\(title): \(isOn ? "on" : "off")", "tap \(id!)"]
            case .list(let id, let rows):
                expected.append(id!)
                for (index, row) in rows.enumerated() {
                    expected.append(String(index))
                    if row.isChecked { expected.append("✓") }
                    if let detail = row.detail { expected.append(detail) }
                    expected.append(row.title)
                }
            }
        }
        let drawn = Picture(snapshot: snapshot).phone.group(classed: "content")!.texts
        #expect(drawn.filter { expected.contains($0) } == expected.filter { drawn.contains($0) })
        #expect(Set(expected).subtracting(drawn).isEmpty, "not drawn: \(Set(expected).subtracting(drawn).sorted())")
        // The navigation bar: Back to the category, and the title.
        let bar = try #require(Picture(snapshot: snapshot).phone.group(classed: "navigation-bar"))
        #expect(bar.texts == ["‹ Coats", "back", "Parka"])
        #expect(screen.back?.title == "Coats")
        // `screen` reads the same values: the checked colour is in both.
        #expect(session.execute("screen").output.contains("Navy ✓"))
        #expect(drawn.contains("Navy") && drawn.contains("✓"))
    }

    /// The account flow is presented over the catalog: the home screen is drawn first, then a
    /// dimming layer, then the login screen as a sheet on top, and the caption names both from
    /// the visible one down.
    @Test func aPresentedSheetIsDrawnOverItsPresenter() throws {
        let snapshot = try #require(Session.shop(after: "tap account").appSnapshot())
        #expect(snapshot.shownScreens.map(\.title) == ["Home", "Log in"])
        let phone = Picture(snapshot: snapshot).phone
        let home = try #require(phone.offset(of: "<g class=\"screen\""))
        let dimming = try #require(phone.offset(of: "class=\"dimming\""))
        let sheet = try #require(phone.offset(of: "<g class=\"screen sheet\""))
        #expect(home < dimming && dimming < sheet)
        #expect(phone.group(classed: "screen")!.texts.contains("Cart (0)"))
        let drawnSheet = try #require(phone.group(classed: "screen sheet"))
        #expect(drawnSheet.texts.contains("Log in"))
        #expect(!drawnSheet.texts.contains("Cart (0)"))
        #expect(
            phone.group(classed: "caption")!.texts == [
                "visible: LoginViewController#1 \"Log in\"", "under it: HomeViewController#1 \"Home\"",
            ])
    }

    /// An alert sits in the middle, over a dimmed cart, with its message and one row per action
    /// and the command that taps it.
    @Test func anAlertIsDrawnInTheMiddleOverWhatPresentsIt() throws {
        let snapshot = try #require(
            Session.shop(after: "select Coats", "select Parka", "tap addToCart", "tap cart", "select 0").appSnapshot())
        #expect(snapshot.shownScreens.map(\.isAlert) == [false, true])
        let phone = Picture(snapshot: snapshot).phone
        #expect(try #require(phone.offset(of: "class=\"dimming\"")) < (try #require(phone.offset(of: "<g class=\"alert\""))))
        let alert = try #require(phone.group(classed: "alert"))
        #expect(alert.texts.first == "Confirm item removal")
        #expect(alert.texts.contains("Yes, remove") && alert.texts.contains("tap yesRemove"))
        #expect(alert.texts.contains("Cancel") && alert.texts.contains("tap cancel"))
        #expect(phone.group(classed: "screen")!.texts.contains("Cart"))
    }

    /// A screen longer than the phone scrolls inside it, as a table view does: the phone keeps
    /// its size, and every row is there to scroll to.
    /// A caption longer than a phone's window shows is broken at a space, the rest indented,
    /// never cut at the drawing's edge.
    @Test func aLongCaptionIsWrappedToThePhonesWidth() {
        let line = "visible: RegionsViewController#1 \"Choose a city\""
        #expect(line.count > PhoneDrawing.captionCharacters)
        #expect(PhoneDrawing.wrapped(line) == ["visible: RegionsViewController#1", "    \"Choose a city\""])
        #expect(PhoneDrawing.wrapped("under it: HomeViewController#1 \"Home\"") == ["under it: HomeViewController#1 \"Home\""])
    }

    @Test func aLongScreenScrollsInsideThePhone() throws {
        var snapshot = try #require(Session().appSnapshot())
        let home = Picture(snapshot: snapshot).phone
        let rows = (1...60).map { ScreenContent.Row(title: "City \($0)", detail: nil, isChecked: $0 == 7, hasDisclosure: false) }
        snapshot.shownScreens[0].items = [.list(id: "cities", rows: rows)]
        let long = Picture(snapshot: snapshot).phone
        #expect(height(of: long) == height(of: home))
        #expect(long.contains("<foreignObject class=\"scroll\""))
        #expect(long.group(classed: "content")!.texts.filter { $0.hasPrefix("City ") } == rows.map(\.title))
        #expect(long.group(classed: "row checked")!.texts == ["6", "✓", "City 7"])
    }

    private func height(of svg: String) -> Double {
        let start = svg.range(of: "height=\"")!.upperBound
        return Double(svg[start...].prefix { $0 != "\"" })!
    }
}
