import Foundation
import Testing

/// `view` at a real terminal, its page in a real browser (headless Chromium): the page follows
/// the prompt, redrawn in place after every command. Skipped with the reason printed when the
/// machine has no Chromium, except in CI (`CI` set), where a missing browser is a failure.
@Suite(
    "The live view in a browser", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct ViewInBrowserTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    @Test(
        "After open shop://profile/city the phone shows the regions screen and the tree the picker active; the next command redraws without a reload"
    )
    func thePageFollowsThePrompt() throws {
        let page = try LivePage(sandbox: sandbox)
        #expect(try page.texts("svg.phone .caption text") == [#"visible: HomeViewController#1 "Home""#])
        try page.screenshot("view-launched")

        for line in ["tap account", "type username pavel", "type password coordinator", "tap logIn"] {
            page.program.send(line + "\r")
            try page.program.expectPrompt(SessionText.prompt)
        }
        let opening = try page.run("open shop://profile/city", until: LivePage.phoneShows("RegionsViewController#1"))
        // The phone draws the home screen under the presented account, and the picker on top.
        #expect(try page.texts("svg.phone .navigation-bar .title") == ["Home", "Choose a city"])
        let phone = try page.texts("svg.phone text")
        #expect(phone.contains("Volga") && phone.contains("Kanto"))
        let active = try page.texts("svg.coordinators g.box.active text:first-child").map {
            $0.split(separator: " ").first.map(String.init) ?? ""
        }
        #expect(active.contains("CityPickerCoordinator#1"))
        #expect(
            try page.texts("svg.controllers g.box.visible text:first-child").first?.hasPrefix(#"RegionsViewController#1 "Choose a city""#)
                == true)
        #expect(
            try page.browser.evaluate("document.title") as? String == #"Coordinator Playground · RegionsViewController#1 "Choose a city""#)
        let regions = try page.screenshot("view-city-picker")

        let selecting = try page.run("select Kanto", until: LivePage.phoneShows(#"CitiesListViewController#1 "Kanto""#))
        #expect(try page.texts("svg.phone .navigation-bar .title") == ["Home", "Kanto"])
        #expect(try page.neverReloaded, "the page reloaded instead of redrawing in place")
        #expect(try page.browser.evaluate("performance.getEntriesByType('navigation').length") as? Int == 1)
        try page.screenshot("view-city-picker-kanto")
        print("view: a command's picture reached the open page in \(opening) (open shop://profile/city), \(selecting) (select Kanto)")
        print("view: screenshots in \(regions.deletingLastPathComponent().path)")

        page.program.send("view off\r")
        try page.program.expect("stopped the view at \(page.url)")
        try page.browser.waitUntil("document.getElementById('status').textContent.startsWith('not live')")
        page.program.send("quit\r")
        #expect(try page.program.waitForExit() == 0)
    }

    @Test("In a lesson the page shows the step and its goals, ✓ or ✗, as the learner meets them")
    func theLessonStepIsOnThePage() throws {
        let page = try LivePage(sandbox: sandbox)
        try page.run("lesson 7", until: "document.querySelector('.panel.lesson') !== null")
        #expect(try page.texts(".panel.lesson h2") == ["Lesson 7: The city picker: outputs as closures, data pushed back across the stack"])
        #expect(try page.texts(".panel.lesson .step") == ["Step 1 of 6: Open the profile editor"])
        #expect(try page.texts(".goals li.unmet").count == 2)
        #expect(try page.texts(".goals li.met").isEmpty)
        for line in ["open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn"] {
            try page.run(line, until: "true")
        }
        try page.browser.waitUntil("document.querySelectorAll('.goals li.met').length === 2")
        #expect(try page.texts(".goals .mark") == ["✓", "✓"])
        #expect(try page.texts(".panel.lesson .legend").first?.hasPrefix("Every goal is met") == true)
        try page.screenshot("view-lesson")
        try page.run("next", until: "document.querySelector('.panel.lesson .step').textContent.indexOf('Step 2 of 6') === 0")
        #expect(try page.texts(".goals li.met").isEmpty)
        #expect(try page.neverReloaded)
        try page.screenshot("view-lesson-next-step")
        page.program.send("quit\r")
        #expect(try page.program.waitForExit() == 0)
    }
}
