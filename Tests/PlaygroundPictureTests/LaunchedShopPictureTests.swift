import Foundation
import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

/// The whole page for the launched shop, byte for byte, against the document kept in
/// `Fixtures/`: any change to what the picture draws shows here as a diff to read.
/// `UPDATE_FIXTURES=1 swift test --filter LaunchedShopPictureTests` rewrites it after a change
/// made on purpose.
@Suite struct LaunchedShopPictureTests {
    static let fixture = PackagePaths.url("Tests/PlaygroundPictureTests/Fixtures/launched-shop.html")

    @Test func theLaunchedShopIsThisPage() throws {
        let page = Session().picture.html()
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            try page.write(to: Self.fixture, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(page == expected, "the page differs from Fixtures/launched-shop.html (UPDATE_FIXTURES=1 to rewrite it)")
    }

    /// Two sessions that run the same commands draw the same bytes: nothing of the process
    /// (hash order, addresses, the clock) reaches the picture.
    @Test func theSameAppDrawsTheSameBytes() {
        let lines = ["select Coats", "select Parka", "tap addToCart", "tap cart", "select 0"]
        let first = Session.shop(after: lines[0], lines[1], lines[2], lines[3], lines[4]).picture
        let second = Session.shop(after: lines[0], lines[1], lines[2], lines[3], lines[4]).picture
        #expect(first == second)
        #expect(first.html() == second.html())
        #expect(first.html() != Session().picture.html())
    }

    /// The exported page is self-contained and inert: no script, nothing fetched from anywhere
    /// (its content security policy forbids it too); the live page has one inline script that
    /// opens the WebSocket it is given and nothing else.
    @Test func thePageLoadsNothingFromElsewhere() {
        let picture = Session().picture
        let page = picture.html()
        #expect(!page.contains("<script"))
        // An SVG document names its namespace; that is a name, not something to fetch.
        let references = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""))
        for reference in ["src=", "href=", "@import", "url(", "http://", "https://"] {
            #expect(!references.contains(reference), "the page refers to something: \(reference)")
        }
        let live = picture.html(liveUpdatesPath: "/updates")
        #expect(live.components(separatedBy: "<script>").count == 2)
        #expect(live.contains("new WebSocket(\"ws://\" + location.host + \"/updates\")"))
        #expect(!live.contains("src="))
        #expect(live.contains("connect-src 'self' ws://127.0.0.1:*"))
        // The same panels in both, which is what the live page swaps in.
        #expect(page.contains(picture.panels) && live.contains(picture.panels))
    }

    /// The page lays the three drawings side by side on a wide window, the story under the
    /// coordinators, and stacks them on a narrow one, the story under the phone; each drawing
    /// keeps its natural size and scrolls sideways in its panel when wider.
    @Test func thePanelsStackOnANarrowWindow() {
        let page = Session().picture.html()
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains(".picture { display: grid; grid-template-columns: 364px minmax(0, 1fr) minmax(0, 1fr)"))
        #expect(page.contains("grid-template-areas: \"phone coordinators controllers\" \"phone story controllers\";"))
        #expect(
            page.contains(
                "@media (max-width: 700px) {\n  .picture { grid-template-columns: minmax(0, 1fr);\n    grid-template-areas: \"phone\" \"story\" \"coordinators\" \"controllers\";"
            ))
        #expect(page.contains(".drawing { overflow-x: auto; overflow-y: hidden; }"))
        #expect(page.contains(".drawing > svg { display: block; max-width: none;"))
        let panels = ["phone", "coordinators", "story", "controllers"].map { "<section class=\"panel \($0)\"" }
        let offsets = panels.compactMap { page.offset(of: $0) }
        #expect(offsets.count == 4 && offsets == offsets.sorted())
    }
}
