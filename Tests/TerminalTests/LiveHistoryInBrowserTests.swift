import Foundation
import Testing

/// The live page as a session's history and as the prompt's companion, in headless Chromium at a
/// phone's window and a laptop's: every command a step to go back to (with its error, or what
/// `undo` took back), the newest followed unless the person stepped back; a banner nobody can
/// miss once the page stops following, the page following again when `view` runs again, and a
/// page that says the playground is not running on a reload after it quit. Skipped with the
/// reason printed when the machine has no Chromium, except in CI.
@Suite(
    "The live page's history and its banner", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct LiveHistoryInBrowserTests {
    init() throws {
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    /// The window sizes the page is tried at: a phone's (390 × 844) and a laptop's.
    static let windows = ["1280x800", "390x844"]

    static func size(_ window: String) -> (width: Int, height: Int) {
        let numbers = window.split(separator: "x").compactMap { Int($0) }
        return (numbers[0], numbers[1])
    }

    static func position(is text: String) -> String {
        "document.getElementById('position').textContent === \(LivePage.javaScriptString(text))"
    }

    struct SteppingRun: Sendable {
        var refusedStory: [String] = []
        var undoStory: [String] = []
        var pastPosition: String?
        var pastCommand: String?
        var pastStoryCommand: String?
        var pastPhoneCaption: String?
        var isMarkedPast = false
        var positionWhileBehind: String?
        var storyWhileBehind: String?
        var positionAtTheEnd: String?
        var followsAgain = false
        var neverReloaded = false
        var announced: String?
        var exitStatus: Int32?
    }

    @Test(
        "Stepping back three steps shows the past, and says so, while the prompt goes on; forward again, the page follows",
        arguments: windows)
    func steppingBackThreeStepsAndForwardAgain(window: String) async throws {
        let run = try await onAThreadOfItsOwn {
            var run = SteppingRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            let (width, height) = Self.size(window)
            try page.browser.resize(width: width, height: height, mobile: width < 700)
            let commands = ["select Coats", "select Parka", "tap cart", "tap nosuchbutton", "undo"]
            for (index, command) in commands.enumerated() {
                try page.run(command, until: Self.position(is: "step \(index + 2) of \(index + 2)"))
            }
            try page.browser.waitUntil("document.querySelector('.story .quiet') !== null")
            run.undoStory = try page.texts(".story .command, .story .quiet")
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 5 of 6; the app is at step 6"))
            run.refusedStory = try page.texts(".story .command, .story .refused")
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 4 of 6; the app is at step 6"))
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 3 of 6; the app is at step 6"))
            run.pastPosition = try page.texts("#position").first
            run.pastCommand = try page.texts("#step-command").first
            run.pastStoryCommand = try page.texts(".story .command").first
            run.pastPhoneCaption = try page.texts("svg.phone .caption text").first
            run.isMarkedPast = try page.browser.evaluate("document.body.classList.contains('past')") as? Bool == true
            run.announced = try page.texts("#announce").first
            try page.screenshot("view-history-past-\(window)")
            // The prompt goes on: the page stays in the past and says where the app is now.
            page.program.send("back\r")
            try page.program.expectPrompt(SessionText.prompt)
            try page.browser.waitUntil(Self.position(is: "step 3 of 7; the app is at step 7"))
            run.positionWhileBehind = try page.texts("#position").first
            run.storyWhileBehind = try page.texts(".story .command").first
            for _ in 0..<4 { try page.browser.evaluate("document.getElementById('next').click()") }
            try page.browser.waitUntil(Self.position(is: "step 7 of 7"))
            run.positionAtTheEnd = try page.texts("#position").first
            try page.run("select Coats", until: Self.position(is: "step 8 of 8"))
            run.followsAgain = try page.browser.evaluate("!document.body.classList.contains('past')") as? Bool == true
            run.neverReloaded = try page.neverReloaded
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        #expect(run.undoStory == ["undo", "Took back tap cart: the app is as it was before it."])
        #expect(run.refusedStory.first == "tap nosuchbutton")
        #expect(run.refusedStory.count == 2 && run.refusedStory[1].hasPrefix("error: "), "\(run.refusedStory)")
        #expect(run.pastPosition == "step 3 of 6; the app is at step 6")
        #expect(run.pastCommand == "> select Parka")
        #expect(run.pastStoryCommand == "select Parka")
        #expect(run.pastPhoneCaption?.hasPrefix("visible: ProductViewController") == true, "\(run.pastPhoneCaption ?? "none")")
        #expect(run.isMarkedPast)
        #expect(run.announced == "The past: after select Parka, step 3 of 6.")
        #expect(run.positionWhileBehind == "step 3 of 7; the app is at step 7")
        #expect(run.storyWhileBehind == "select Parka")
        #expect(run.positionAtTheEnd == "step 7 of 7")
        #expect(run.followsAgain)
        #expect(run.neverReloaded)
        #expect(run.exitStatus == 0)
    }

    struct BurstRun: Sendable {
        var refusedCommand: String?
        var refusedStory: [String] = []
        var burstCommand: String?
        var burstStory: String?
        var burstPhoneCaption: String?
        var newestPhoneCaption: String?
        var announced: String?
        var notesAtAPersonsPace: [String] = []
        var exitStatus: Int32?
    }

    /// Commands typed in one go, as a paste: only the last has a picture of its own (the prompt
    /// takes no snapshot until the keys pause), yet each is a step with its own command and
    /// story, shown with the next kept picture and a note that says so. At a person's pace,
    /// every step has its own picture again.
    @Test("A step typed in a burst shows its own command and story with the next kept picture, and says so")
    func aStepTypedInABurst() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = BurstRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            try page.browser.resize(width: 1280, height: 800, mobile: false)
            page.program.send("select Coats\rselect Parka\rtap nosuchbutton\rtap cart\r")
            try page.browser.waitUntil(Self.position(is: "step 5 of 5"))
            run.newestPhoneCaption = try page.texts("svg.phone .caption text").first
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 4 of 5; the app is at step 5"))
            run.refusedCommand = try page.texts("#step-command").first
            run.refusedStory = try page.texts(".story .command, .story .refused")
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 3 of 5; the app is at step 5"))
            run.burstCommand = try page.texts("#step-command").first
            run.burstStory = try page.texts(".story .command").first
            run.burstPhoneCaption = try page.texts("svg.phone .caption text").first
            run.announced = try page.texts("#announce").first
            try page.screenshot("view-history-burst-1280x800")
            try page.browser.press("End")
            try page.browser.waitUntil(Self.position(is: "step 5 of 5"))
            try page.run("back", until: Self.position(is: "step 6 of 6"))
            try page.run("select Parka", until: Self.position(is: "step 7 of 7"))
            try page.browser.press("ArrowLeft")
            try page.browser.waitUntil(Self.position(is: "step 6 of 7; the app is at step 7"))
            run.notesAtAPersonsPace = try page.texts(".burst-note")
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        let note = "typed in a burst: the picture is the app after step 5"
        #expect(run.newestPhoneCaption?.hasPrefix("visible: CartViewController") == true, "\(run.newestPhoneCaption ?? "none")")
        #expect(run.refusedCommand == "> tap nosuchbutton " + note)
        #expect(run.refusedStory.first == "tap nosuchbutton")
        #expect(run.refusedStory.count == 2 && run.refusedStory[1].hasPrefix("error: "), "\(run.refusedStory)")
        #expect(run.burstCommand == "> select Parka " + note)
        #expect(run.burstStory == "select Parka")
        #expect(run.burstPhoneCaption == run.newestPhoneCaption)
        #expect(run.announced == "The past: after select Parka, step 3 of 5; " + note + ".")
        #expect(run.notesAtAPersonsPace.isEmpty)
        #expect(run.exitStatus == 0)
    }

    struct BannerRun: Sendable {
        var bannerAfterViewOff: String?
        var bannerBox: [Double] = []
        var bannerPosition: String?
        var urlAgain: String?
        var url = ""
        var liveAgain = false
        var bannerAfterQuit: String?
        var reloadedHeading: [String] = []
        var reloadedBanner: String?
        var exitStatus: Int32?
    }

    @Test(
        "After view off and after quit a fixed banner says the page is not live; view again and it follows; a reload after quit says the playground is not running",
        arguments: windows)
    func theNotLiveBanner(window: String) async throws {
        let run = try await onAThreadOfItsOwn {
            var run = BannerRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            run.url = page.url
            let (width, height) = Self.size(window)
            try page.browser.resize(width: width, height: height, mobile: width < 700)
            try page.browser.waitUntil("navigator.serviceWorker.controller !== null")
            try page.run("select Coats", until: Self.position(is: "step 2 of 2"))
            // Scrolled down, as a person reading the controller tree would be.
            try page.browser.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            page.program.send("view off\r")
            try page.program.expect("stopped the view at \(page.url)")
            try page.browser.waitUntil("!document.getElementById('not-live').hidden")
            run.bannerAfterViewOff = try page.texts("#not-live").first
            let box = try page.browser.evaluate(
                "(function (r) { return [r.top, r.left, r.width]; })(document.getElementById('not-live').getBoundingClientRect())")
            run.bannerBox = (box as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
            run.bannerPosition = try page.browser.evaluate("getComputedStyle(document.getElementById('not-live')).position") as? String
            try page.screenshot("view-not-live-\(window)")
            page.program.send("view\r")
            try page.program.expect("showing the app live")
            try page.program.expect("http://127.0.0.1:")
            try page.program.expectPrompt(SessionText.prompt)
            run.urlAgain = page.program.output.range(of: page.url, options: .backwards).map { _ in page.url }
            try page.browser.waitUntil(
                "document.getElementById('not-live').hidden && document.getElementById('status').textContent.startsWith('live')")
            // Followed again: the newest step is the command typed after `view`, shown as the
            // present (a frame `view` itself sent may still arrive first, so wait for this one).
            try page.run(
                "select Parka",
                until:
                    "document.getElementById('step-command').textContent === '> select Parka' && !document.body.classList.contains('past')")
            run.liveAgain = try page.texts("#step-command").first == "> select Parka"
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            try page.browser.waitUntil("!document.getElementById('not-live').hidden")
            run.bannerAfterQuit = try page.texts("#not-live").first
            try page.screenshot("view-after-quit-\(window)")
            try page.browser.open(page.url)
            try page.browser.waitUntil("document.querySelector('main.offline') !== null")
            run.reloadedHeading = try page.texts("main.offline h1")
            run.reloadedBanner = try page.texts("#not-live").first
            try page.screenshot("view-reload-after-quit-\(window)")
            return run
        }
        let banner =
            "Not live: the playground stopped showing this page (view off, or it quit). It follows again by itself when 'view' runs at the prompt."
        #expect(run.bannerAfterViewOff == banner)
        #expect(run.bannerPosition == "fixed")
        #expect(run.bannerBox.count == 3 && run.bannerBox[0] == 0 && run.bannerBox[1] == 0, "\(run.bannerBox)")
        #expect(run.urlAgain == run.url, "view again chose another port")
        #expect(run.liveAgain)
        #expect(run.exitStatus == 0)
        #expect(run.bannerAfterQuit == banner)
        #expect(run.reloadedHeading == ["Coordinator Playground"])
        #expect(run.reloadedBanner == "The playground is not running: nothing serves this page now.")
    }

    struct PagerRun: Sendable {
        var positionWhilePaging: String?
        var commandWhilePaging: String?
        var phoneWhilePaging: String?
        var exitStatus: Int32?
    }

    /// A command and `code` typed at once: the code is longer than the screen, so it opens the
    /// pager; the page already shows both steps while the pager is open, not once it closes.
    @Test(
        "The page is redrawn before a pager opens: select Coats and code CatalogCoordinator, typed together, are on the page while the code is paged"
    )
    func thePageIsRedrawnBeforeThePagerOpens() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = PagerRun()
            let sandbox = try Sandbox()
            let done = sandbox.root.appendingPathComponent("pager-done").path
            let pager = sandbox.root.appendingPathComponent("pager.sh").path
            let script = "echo PAGER-START\ncat > /dev/null\nwhile [ ! -e '\(done)' ]; do sleep 0.05; done\necho PAGER-END\n"
            try script.write(toFile: pager, atomically: true, encoding: .utf8)
            let page = try LivePage(sandbox: sandbox, environment: ["PAGER": "sh " + pager])
            page.program.send("select Coats\rcode CatalogCoordinator\r")
            try page.program.expect("PAGER-START")
            try page.browser.waitUntil(Self.position(is: "step 3 of 3"))
            run.positionWhilePaging = try page.texts("#position").first
            run.commandWhilePaging = try page.texts("#step-command").first
            run.phoneWhilePaging = try page.texts("svg.phone .caption text").first
            FileManager.default.createFile(atPath: done, contents: nil)
            try page.program.expect("PAGER-END")
            try page.program.expectPrompt(SessionText.prompt)
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        #expect(run.positionWhilePaging == "step 3 of 3")
        #expect(run.commandWhilePaging == "> code CatalogCoordinator")
        #expect(run.phoneWhilePaging?.hasPrefix("visible: CategoryViewController#1") == true, "\(run.phoneWhilePaging ?? "none")")
        #expect(run.exitStatus == 0)
    }

    struct AccessibilityRun: Sendable {
        var buttons: [String] = []
        var politeRegions: [String] = []
        var alerts = 0
        var tabStops: [String] = []
        var controls: [String] = []
        var stepAfterEnter: String?
        /// The trees' boxes a keyboard reaches, as the accessibility tree names them.
        var focusableBoxes: [String] = []
    }

    @Test(
        "Chromium's accessibility tree names the stepper's buttons, a polite live region and the trees' focusable boxes; Tab reaches every control, Enter works them"
    )
    func theStepperIsAccessible() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = AccessibilityRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            for (index, command) in ["select Coats", "select Parka", "back"].enumerated() {
                try page.run(command, until: Self.position(is: "step \(index + 2) of \(index + 2)"))
            }
            try page.browser.press("Home")
            try page.browser.waitUntil(Self.position(is: "step 1 of 4; the app is at step 4"))
            try page.browser.press("ArrowRight")
            try page.browser.waitUntil(Self.position(is: "step 2 of 4; the app is at step 4"))
            let tree = try page.browser.accessibilityTree()
            run.buttons = tree.filter { $0.role == "button" }.map(\.name)
            run.politeRegions = tree.filter { $0.properties["live"] == "polite" }.map(\.role)
            run.alerts = tree.filter { $0.role == "alert" }.count
            run.focusableBoxes = tree.filter { $0.role == "image" && ["1", "true"].contains($0.properties["focusable"]) }.map(\.name)
            // Every control, in the order Tab should reach them.
            run.controls =
                try page.browser.evaluate(
                    "Array.from(document.querySelectorAll('button:not([hidden]):not(:disabled), a[href]')).map(function (e) { return e.id || e.textContent; })"
                ) as? [String] ?? []
            try page.browser.evaluate("document.activeElement && document.activeElement.blur()")
            for _ in 0..<(run.controls.count + 2) {
                try page.browser.press("Tab")
                if let id = try page.browser.evaluate("document.activeElement.id || document.activeElement.tagName") as? String,
                    run.controls.contains(id), !run.tabStops.contains(id)
                {
                    run.tabStops.append(id)
                }
            }
            try page.browser.evaluate("document.getElementById('next').focus()")
            try page.browser.press("Enter")
            try page.browser.waitUntil(Self.position(is: "step 3 of 4; the app is at step 4"))
            run.stepAfterEnter = try page.texts("#position").first
            page.program.send("quit\r")
            _ = try page.program.waitForExit()
            return run
        }
        #expect(run.buttons.starts(with: ["Previous step", "Next step", "Show the app now"]), "\(run.buttons)")
        #expect(run.politeRegions.count == 1, "\(run.politeRegions)")
        #expect(run.alerts == 0, "the not-live banner is hidden while live")
        #expect(run.controls == ["previous", "next", "now"])
        #expect(run.tabStops == run.controls)
        #expect(run.stepAfterEnter == "step 3 of 4; the app is at step 4")
        // Step 2's boxes tied to a coordinator, which Tab reaches after the stepper: each an image
        // named by its lines, its key and its step on the chain.
        #expect(
            run.focusableBoxes == [
                "AppCoordinator#1, root NavigationController#1, screens: none, ◆ cartStatus: handled, key A, chain step 4",
                "CatalogCoordinator#1 ◀ active, root NavigationController#1, · HomeViewController#1 \"Home\", · CategoryViewController#1 \"Coats\", ◆ cartStatus: passed, ✎ changed: screens, key B, chain step 3",
                "NavigationController#1, → CatalogCoordinator#1, ◆ cartStatus: passed, key B, chain step 2",
            ], "\(run.focusableBoxes)")
    }
}
