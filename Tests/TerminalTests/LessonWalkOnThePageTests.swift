import Foundation
import TestSupport
import Testing

/// A lesson followed on the page alone: the learner types each step's solution at a real
/// terminal and reads only the browser. After each step the page must show that step, every
/// goal ✓, the step's text unfolded, and the screen the step is about on the phone.
@Suite(
    "A lesson walked on the page", .serialized,
    .enabled(if: HeadlessChromium.testsRun, "headless Chromium is not installed (scripts/ensure-deps.sh --browser installs it)"))
struct LessonWalkOnThePageTests {
    init() throws {
        if let reason = HeadlessChromium.unavailability { throw HeadlessChromium.Failure(description: reason) }
    }

    /// One step as the lesson file writes it: its title and its solution's commands.
    struct Step: Sendable {
        var title: String
        var commands: [String]
    }

    /// The steps of `lessons/FILE`, read from the file, so the walk follows the lesson as written.
    static func steps(of file: String) throws -> [Step] {
        let text = try String(contentsOf: PackagePaths.url("lessons/" + file), encoding: .utf8)
        var steps: [Step] = []
        for section in text.components(separatedBy: "\n## Step ").dropFirst() {
            let heading = section.prefix { $0 != "\n" }
            let title = heading.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard let solution = section.range(of: "### Solution\n```\n"),
                let end = section[solution.upperBound...].range(of: "```")
            else { continue }
            // A line's `# or:` and `# optional:` notes are for the reader; the command comes first.
            let commands = section[solution.upperBound..<end.lowerBound].split(separator: "\n").map { line in
                String(line).replacingOccurrences(of: #"\s+#\s+(or|optional):.*$"#, with: "", options: .regularExpression)
            }
            steps.append(Step(title: title, commands: commands))
        }
        return steps
    }

    /// What the page showed once a step's commands were typed.
    struct Seen: Sendable, Equatable {
        var step: String
        var unmet: [String]
        var proseShown: Bool
        var phoneTitles: [String]
        /// The screens the phone covers on its stack, each with what it shows, nearest first.
        var covered: [String]
    }

    /// Walks `file` (lesson `number`) step by step, a screenshot after each.
    static func walk(_ number: Int, _ file: String) throws -> (steps: [Step], seen: [Seen], fitsPhoneSizedWindow: Bool) {
        let steps = try steps(of: file)
        var seen: [Seen] = []
        var fitsPhoneSizedWindow = true
        let sandbox = try Sandbox()
        let page = try LivePage(sandbox: sandbox)
        try page.run("lesson \(number)", until: "document.querySelector('.panel.lesson') !== null")
        for (index, step) in steps.enumerated() {
            for command in step.commands { try page.run(command, until: "true") }
            try page.browser.waitUntil("document.querySelectorAll('.goals li.unmet').length === 0")
            seen.append(
                Seen(
                    step: try page.texts(".panel.lesson .step").first ?? "",
                    unmet: try page.texts(".goals li.unmet"),
                    proseShown: try page.browser.evaluate(
                        "(function () { var p = document.querySelector('.panel.lesson .prose'); return p !== null && p.checkVisibility(); })()"
                    ) as? Bool == true,
                    phoneTitles: try page.texts("svg.phone .navigation-bar .title"),
                    covered: try page.texts(".panel.phone .covered > ol > li")))
            try page.screenshot("lesson-\(number)-step-\(index + 1)", whole: true)
            if index == 1 {
                // The same step in a phone-sized window, for a person to look at.
                try page.browser.resize(width: 390, height: 844, mobile: true)
                try page.screenshot("lesson-\(number)-step-\(index + 1)-phone-sized", whole: true)
                let fits = try page.browser.evaluate("document.documentElement.scrollWidth <= 390") as? Bool == true
                fitsPhoneSizedWindow = fitsPhoneSizedWindow && fits
                try page.browser.resize(width: 1280, height: 800)
            }
            if index + 1 < steps.count {
                try page.run(
                    "next",
                    until: "document.querySelector('.panel.lesson .step').textContent.indexOf('Step \(index + 2) of') === 0")
            }
        }
        page.program.send("quit\r")
        _ = try page.program.waitForExit()
        return (steps, seen, fitsPhoneSizedWindow)
    }

    @Test("Lesson 7 can be followed on the page: each step's text, goals met, and the screen it is about")
    func lessonSeven() async throws {
        let (steps, seen, fits) = try await onAThreadOfItsOwn { try Self.walk(7, "07-the-city-picker.md") }
        #expect(steps.count == 8)
        #expect(fits, "the page is wider than a phone-sized window at step 2")
        #expect(seen.map(\.step) == steps.enumerated().map { "Step \($0.offset + 1) of 8: \($0.element.title)" })
        #expect(seen.allSatisfy { $0.unmet.isEmpty && $0.proseShown })
        // The top screen's title last: the edit screen, the picker's two, the edit screen again, the
        // profile, the edit screen, then the size guide's size and the product it closed back to.
        #expect(
            seen.map { $0.phoneTitles.last ?? "" } == [
                "Edit profile", "Choose a city", "Kanto", "Edit profile", "Profile", "Edit profile", "Size m", "Wool Coat",
            ])
    }

    @Test("Lessons 1 and 8 can be followed on the page: each step's text shown, its goals met")
    func lessonsOneAndEight() async throws {
        for (number, file) in [(1, "01-why-coordinators.md"), (8, "08-multi-select.md")] {
            let (steps, seen, fits) = try await onAThreadOfItsOwn { try Self.walk(number, file) }
            #expect(seen.map(\.step) == steps.enumerated().map { "Step \($0.offset + 1) of \(steps.count): \($0.element.title)" })
            #expect(seen.allSatisfy { $0.unmet.isEmpty && $0.proseShown })
            #expect(fits, "lesson \(number): the page is wider than a phone-sized window at step 2")
            if number == 8 {
                // Lesson 8, step 2 asks to look at the two screens under the cities screen.
                let covered = seen.count > 1 ? seen[1].covered : []
                #expect(covered.count == 3)
                #expect(covered.first?.contains("Volga (2 of 3 chosen)") == true)
                #expect(covered.dropFirst().first?.contains("Work cities: Kazan, Samara") == true)
            }
        }
    }
}
