import Foundation
import Testing

/// The live page's drawings as a person sees them in a browser (headless Chromium), on a
/// phone's window (390 × 844) and a laptop's (1280 × 800): never a letter under 12 px, the
/// page itself never wider than the window, what a command changed marked, the chain numbered
/// to its end, and each app with its own legend.
@Suite(
    "The picture's drawings in a browser", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct PictureInBrowserTests {
    init() throws {
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    /// The smallest text in any drawing, in CSS pixels as drawn: each text element's computed
    /// size times the scale its drawing is shown at (`getScreenCTM`), to a hundredth of a pixel
    /// (a browser lays out in 64ths).
    static let smallestText = """
        Array.from(document.querySelectorAll('.drawing svg text')).map(function (t) {
          var m = t.getScreenCTM();
          var size = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(m.a * m.a + m.b * m.b);
          return [Math.round(size * 100) / 100, t.textContent];
        }).sort(function (a, b) { return a[0] - b[0]; })[0]
        """

    /// Whether the controller tree's visible node lies within its panel's visible part, or
    /// fills it when wider.
    static let visibleNodeInView = """
        (function () {
          var node = document.querySelector('svg.controllers g.visible');
          var panel = node && node.closest('.drawing');
          if (!panel) { return false; }
          var box = node.getBoundingClientRect(), frame = panel.getBoundingClientRect();
          // A box wider than the panel (a long name at 390 px) is in view when it fills it.
          return (box.left >= frame.left - 1 && box.right <= frame.right + 1)
            || (box.width > frame.width && box.left <= frame.left + 1 && box.right >= frame.right - 1);
        })()
        """

    struct Sizes: Sendable {
        /// The smallest text's size and what it says, at each width.
        var smallest: [Int: Double] = [:]
        var smallestText: [Int: String] = [:]
        var pageWidth: [Int: Int] = [:]
        /// Whether the visible screen's node is inside its panel's view, where the drawing is
        /// wider than the panel.
        var visibleNodeInView: [Int: Bool] = [:]
        var newCoordinators: [String] = []
        var newScreens = 0
        var chainNumbers: [Int] = []
        var itemsLegend = ""
        var shopLegend = ""
        var exitStatus: Int32?
    }

    @Test("No drawing text under 12 px at 390 and 1280 wide; a new coordinator marked; the chain numbered to its end; the items legend")
    func theDrawingsReadAtAnySize() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = Sizes()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            run.shopLegend = try page.texts(".panel.coordinators .legend").first ?? ""
            try page.run("tap account", until: "document.querySelector('svg.coordinators g.box.new') !== null")
            run.newCoordinators = try page.texts("svg.coordinators g.box.new text:first-child")
            run.newScreens = try page.texts("svg.phone .new-screen").count
            try page.screenshot("view-new-marked")
            for line in ["type username pavel", "type password coordinator", "tap logIn", "trace all"] {
                page.program.send(line + "\r")
                try page.program.expectPrompt(SessionText.prompt)
            }
            try page.run("open shop://profile/city", until: LivePage.phoneShows("RegionsViewController#1"))
            run.chainNumbers = try page.texts(".drawing svg .chain-step text").compactMap { Int($0) }.sorted()
            for (width, height) in [(390, 844), (1280, 800)] {
                try page.browser.resize(width: width, height: height, mobile: width < 700)
                let smallest = try page.browser.evaluate(Self.smallestText) as? [Any]
                run.smallest[width] = smallest?.first as? Double
                run.smallestText[width] = smallest?.last as? String
                run.pageWidth[width] = try page.browser.evaluate("document.documentElement.scrollWidth") as? Int
                // The page centres it as the window is resized, which the browser reports a moment later.
                run.visibleNodeInView[width] = (try? page.browser.waitUntil(Self.visibleNodeInView)) != nil
                try page.screenshot("view-picture-\(width)", whole: true)
            }
            try page.run("app items", until: "document.title.indexOf('LoginViewController') >= 0")
            run.itemsLegend = try page.texts(".panel.coordinators .legend").first ?? ""
            try page.screenshot("view-items-1280")
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        #expect(
            run.smallest[390].map { $0 >= 12 } == true, "smallest text at 390 px: \(run.smallest[390] ?? 0), \(run.smallestText[390] ?? "")"
        )
        #expect(
            run.smallest[1280].map { $0 >= 12 } == true,
            "smallest text at 1280 px: \(run.smallest[1280] ?? 0), \(run.smallestText[1280] ?? "")")
        #expect(run.pageWidth[390] == 390, "the page is wider than the window; only drawings scroll sideways")
        #expect(run.visibleNodeInView == [390: true, 1280: true], "the visible screen's node scrolled into its panel's view")
        #expect(run.newCoordinators == ["AccountCoordinator#1  ◀ active"])
        #expect(run.newScreens == 1)
        // The city picker's chain: the regions screen up to the shop's app delegate.
        #expect(run.chainNumbers.count >= 8 && run.chainNumbers == Array(1...run.chainNumbers.count), "\(run.chainNumbers)")
        #expect(run.shopLegend.contains("Blue: active on its root"))
        #expect(!run.itemsLegend.contains("Blue") && !run.itemsLegend.contains("Red numbers"))
        #expect(run.exitStatus == 0)
    }
}
