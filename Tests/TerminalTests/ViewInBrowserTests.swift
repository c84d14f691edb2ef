import Foundation
import Testing

/// `view` at a real terminal, its page in a real browser (headless Chromium): the page follows
/// the prompt, redrawn in place after every command. Skipped with the reason printed when the
/// machine has no Chromium, except in CI (`CI` set), where a missing browser is a failure.
@Suite(
    "The live view in a browser", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct ViewInBrowserTests {
    init() throws {
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    /// What the page showed along the way.
    struct CityPickerRun: Sendable {
        var launchedCaption: [String] = []
        var regionTitles: [String] = []
        var regionPhoneTexts: [String] = []
        var activeCoordinators: [String] = []
        var visibleController: String?
        var regionTitle: String?
        var kantoTitles: [String] = []
        var neverReloaded = false
        var navigations: Int?
        var latencies: [Duration] = []
        var pacedLatencies: [Duration] = []
        var screenshots = ""
        var statusAfterViewOff: String?
        var exitStatus: Int32?
    }

    @Test(
        "After open shop://profile/city the phone shows the regions screen and the tree the picker active; the next command redraws without a reload"
    )
    func thePageFollowsThePrompt() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = CityPickerRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            run.launchedCaption = try page.texts("svg.phone .caption text")
            try page.screenshot("view-launched")
            for line in ["tap account", "type username pavel", "type password coordinator", "tap logIn"] {
                page.program.send(line + "\r")
                try page.program.expectPrompt(SessionText.prompt)
            }
            run.latencies.append(try page.run("open shop://profile/city", until: LivePage.phoneShows("RegionsViewController#1")))
            run.regionTitles = try page.texts("svg.phone .navigation-bar .title")
            run.regionPhoneTexts = try page.texts("svg.phone text")
            run.activeCoordinators = try page.texts("svg.coordinators g.box.active text:first-child").map {
                $0.split(separator: " ").first.map(String.init) ?? ""
            }
            run.visibleController = try page.texts("svg.controllers g.box.visible text:first-child").first
            run.regionTitle = try page.browser.evaluate("document.title") as? String
            run.screenshots = try page.screenshot("view-city-picker").deletingLastPathComponent().path

            run.latencies.append(try page.run("select Kanto", until: LivePage.phoneShows(#"CitiesListViewController#1 "Kanto""#)))
            run.kantoTitles = try page.texts("svg.phone .navigation-bar .title")
            run.neverReloaded = try page.neverReloaded
            run.navigations = try page.browser.evaluate("performance.getEntriesByType('navigation').length") as? Int
            try page.screenshot("view-city-picker-kanto")
            // At a person's pace (a pause before each command), the time from Enter to the page.
            for index in 0..<10 {
                usleep(150_000)
                let (command, screen) =
                    index.isMultiple(of: 2) ? ("back", "RegionsViewController#1") : ("select Kanto", "CitiesListViewController#")
                run.pacedLatencies.append(try page.run(command, until: LivePage.phoneShows(screen)))
            }

            page.program.send("view off\r")
            try page.program.expect("stopped the view at \(page.url)")
            try page.browser.waitUntil("document.getElementById('status').textContent.startsWith('not live')")
            run.statusAfterViewOff = try page.browser.evaluate("document.getElementById('status').textContent") as? String
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        #expect(run.launchedCaption == [#"visible: HomeViewController#1 "Home""#])
        // The phone draws the home screen under the presented account, and the picker on top.
        #expect(run.regionTitles == ["Home", "Choose a city"])
        #expect(run.regionPhoneTexts.contains("Volga") && run.regionPhoneTexts.contains("Kanto"))
        #expect(run.activeCoordinators == ["CatalogCoordinator#1", "CityPickerCoordinator#1"])
        #expect(run.visibleController?.hasPrefix(#"RegionsViewController#1 "Choose a city""#) == true)
        #expect(run.regionTitle == #"Coordinator Playground · RegionsViewController#1 "Choose a city""#)
        #expect(run.kantoTitles == ["Home", "Kanto"])
        #expect(run.neverReloaded, "the page reloaded instead of redrawing in place")
        #expect(run.navigations == 1)
        #expect(run.statusAfterViewOff == "not live: the playground stopped showing this page (view off, or it quit)")
        #expect(run.exitStatus == 0)
        let paced = run.pacedLatencies.sorted()
        print(
            """
            view: a command's picture reached the open page in \(run.latencies[0]) (open shop://profile/city), \(run.latencies[1]) \
            (select Kanto); at a person's pace, 10 commands: median \(paced[paced.count / 2]), slowest \(paced.last!)
            """)
        print("view: screenshots in \(run.screenshots)")
    }

    /// What was tied to what at one window size.
    struct Tie: Sendable, Equatable {
        /// The boxes framed while the mouse is on the catalog coordinator's box.
        var pointedCoordinators: [String] = []
        var pointedControllers: [String] = []
        var captionTied: [String] = []
        /// Framed once the mouse has moved away.
        var tiedAfterLeaving = -1
        /// The boxes framed while the keyboard's focus is on the login screen's box.
        var focused: String?
        var focusedCoordinators: [String] = []
        var focusedControllers: [String] = []
    }

    @Test(
        "Pointing at a coordinator frames the controllers it holds, and the phone's caption; focusing a controller frames its coordinator")
    func aCoordinatorIsTiedToItsControllers() async throws {
        let ties = try await onAThreadOfItsOwn {
            var ties: [Int: Tie] = [:]
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            try page.run("present login", until: LivePage.phoneShows("LoginViewController#1"))
            let heads = { (svg: String) in
                try page.texts("svg.\(svg) g.box.tied > g > text:first-child").map { $0.components(separatedBy: "  ")[0] }
            }
            for (width, height) in [(390, 844), (1280, 800)] {
                var tie = Tie()
                try page.browser.resize(width: width, height: height, mobile: width < 700)
                let centre =
                    try page.browser.evaluate(
                        """
                        (function () {
                          var box = document.querySelector('svg.coordinators g.box[data-coordinator="CatalogCoordinator#1"]');
                          box.scrollIntoView({ block: 'center', inline: 'center' });
                          var frame = box.getBoundingClientRect();
                          return [frame.left + frame.width / 2, frame.top + frame.height / 2];
                        })()
                        """) as? [Double] ?? []
                try page.browser.point(x: centre[0], y: centre[1])
                tie.pointedCoordinators = try heads("coordinators")
                tie.pointedControllers = try heads("controllers")
                tie.captionTied = try page.texts("svg.phone .caption text.tied")
                try page.screenshot("view-tie-pointed-\(width)", whole: true)
                try page.browser.point(x: 1, y: 1)
                tie.tiedAfterLeaving = try page.texts("g.box.tied").count
                // From the top of the page, Tab until the login screen's box has the focus.
                try page.browser.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
                for _ in 0..<30 {
                    try page.browser.press("Tab")
                    tie.focused =
                        try page.browser.evaluate(
                            "(function () { var e = document.activeElement; var t = e && e.querySelector && e.querySelector('text'); return t ? t.textContent : null; })()"
                        ) as? String
                    if tie.focused?.hasPrefix("LoginViewController#1") == true { break }
                }
                tie.focusedCoordinators = try heads("coordinators")
                tie.focusedControllers = try heads("controllers")
                try page.screenshot("view-tie-focused-\(width)")
                try page.browser.evaluate("document.activeElement.blur()")
                ties[width] = tie
            }
            page.program.send("quit\r")
            _ = try page.program.waitForExit()
            return ties
        }
        let login = #"LoginViewController#1 "Log in""#
        for width in [390, 1280] {
            let tie = try #require(ties[width])
            #expect(tie.pointedCoordinators == ["CatalogCoordinator#1"], "\(width)")
            #expect(tie.pointedControllers == ["NavigationController#1", login], "\(width)")
            // The visible screen is the catalog coordinator's; the home screen under it is not.
            #expect(tie.captionTied == ["visible: " + login], "\(width)")
            #expect(tie.tiedAfterLeaving == 0, "\(width)")
            #expect(tie.focused?.hasPrefix(login) == true, "\(width): \(tie.focused ?? "no box")")
            #expect(tie.focusedCoordinators == ["CatalogCoordinator#1"], "\(width)")
            #expect(tie.focusedControllers == ["NavigationController#1", login], "\(width)")
        }
    }

    struct LessonRun: Sendable {
        var heading: [String] = []
        var step: [String] = []
        var unmetAtStart = 0
        var metAtStart = 0
        var marksWhenDone: [String] = []
        var legendWhenDone: String?
        var metAfterNext = -1
        var neverReloaded = false
        var exitStatus: Int32?
    }

    @Test("In a lesson the page shows the step and its goals, ✓ or ✗, as the learner meets them")
    func theLessonStepIsOnThePage() async throws {
        let run = try await onAThreadOfItsOwn {
            var run = LessonRun()
            let sandbox = try Sandbox()
            let page = try LivePage(sandbox: sandbox)
            try page.run("lesson 7", until: "document.querySelector('.panel.lesson') !== null")
            run.heading = try page.texts(".panel.lesson h2")
            run.step = try page.texts(".panel.lesson .step")
            run.unmetAtStart = try page.texts(".goals li.unmet").count
            run.metAtStart = try page.texts(".goals li.met").count
            // The lesson starts logged in (its setup); the step opens the editor and looks at it.
            for line in ["open shop://profile/edit", "screen"] {
                try page.run(line, until: "true")
            }
            try page.browser.waitUntil("document.querySelectorAll('.goals li.met').length === 2")
            run.marksWhenDone = try page.texts(".goals .mark")
            run.legendWhenDone = try page.texts(".panel.lesson .legend").first
            try page.screenshot("view-lesson")
            try page.run("next", until: "document.querySelector('.panel.lesson .step').textContent.indexOf('Step 2 of 8') === 0")
            run.metAfterNext = try page.texts(".goals li.met").count
            run.neverReloaded = try page.neverReloaded
            try page.screenshot("view-lesson-next-step")
            page.program.send("quit\r")
            run.exitStatus = try page.program.waitForExit()
            return run
        }
        #expect(run.heading == ["Lesson 7: The city picker: outputs as closures, data pushed back across the stack"])
        #expect(run.step == ["Step 1 of 8: Open the profile editor"])
        #expect(run.unmetAtStart == 2 && run.metAtStart == 0)
        #expect(run.marksWhenDone == ["✓", "✓"])
        #expect(run.legendWhenDone?.hasPrefix("Every goal is met") == true)
        #expect(run.metAfterNext == 0)
        #expect(run.neverReloaded)
        #expect(run.exitStatus == 0)
    }
}
