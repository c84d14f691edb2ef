import MarkdownModel
import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

/// In a lesson the page shows the step above the app: the lesson, the step, each goal with ✓ or
/// ✗ (and the check behind its words), what to do next, and the step's text, open. It is
/// one of the panels, so the live page swaps it in with the rest.
@Suite struct LessonPanelTests {
    static let panel = LessonPanel(
        lesson: "Lesson 7: The city picker", step: "Step 3 of 6: Into a region",
        prose: MarkdownDocument(
            parsing:
                "Open the Kanto region with `select Kanto`. The picker\n*pushes* a **screen** <here>.\n\n- one\n- two `a<b`\n\n```swift\nlet x = 1 * 2\n```"
        ),
        goals: [
            LessonPanel.Goal(text: "The cities screen is showing", check: "visible CitiesListViewController", isMet: true),
            LessonPanel.Goal(text: "coordinator CityPickerCoordinator screens RegionsViewController", isMet: false),
        ])

    @Test func theStepAndEachGoalAreDrawnAboveTheApp() {
        let picture = Picture(snapshot: Session().appSnapshot()!, lesson: Self.panel)
        let panels = picture.panels
        #expect(panels.hasPrefix("<section class=\"panel lesson\" aria-label=\"The lesson step\">\n<h2>Lesson 7: The city picker</h2>\n"))
        #expect(panels.contains("<p class=\"step\">Step 3 of 6: Into a region</p>"))
        #expect(
            panels.contains(
                "<li class=\"met\"><span class=\"mark\" aria-label=\"met\">✓</span> The cities screen is showing <span class=\"check\">visible CitiesListViewController</span></li>"
            ))
        #expect(
            panels.contains(
                "<li class=\"unmet\"><span class=\"mark\" aria-label=\"not met\">✗</span> coordinator CityPickerCoordinator screens RegionsViewController</li>"
            ))
        #expect(panels.contains("1 of 2 goals met. At the prompt, <code>hint</code> helps."))
        // The step's text open beside the goals, its Markdown as HTML: the lines of a paragraph
        // joined, code, emphasis, a list, a code block.
        #expect(
            panels.contains(
                """
                <div class="prose" aria-label="The step's text">
                <p>Open the Kanto region with <code>select Kanto</code>. The picker <em>pushes</em> a <strong>screen</strong> &lt;here&gt;.</p>
                <ul><li>one</li><li>two <code>a&lt;b</code></li></ul>
                <pre><code data-language="swift">let x = 1 * 2</code></pre>
                </div>
                """))
        #expect(!panels.contains("<details>"))
        // The lesson first, then the three panels of the app, in order.
        let offsets = ["lesson", "phone", "coordinators", "controllers"].compactMap { panels.offset(of: "<section class=\"panel \($0)\"") }
        #expect(offsets.count == 4 && offsets == offsets.sorted())
        #expect(picture.html().contains(panels))
    }

    @Test func aStepWhoseGoalsAreAllMetSaysToGoOn() {
        var panel = Self.panel
        panel.goals[1].isMet = true
        panel.prose = MarkdownDocument()
        let panels = Picture(snapshot: Session().appSnapshot()!, lesson: panel).panels
        #expect(panel.isDone)
        #expect(panels.contains("Every goal is met: type <code>next</code> at the prompt."))
        #expect(!panels.contains("class=\"prose\""))
        #expect(panels.components(separatedBy: "class=\"mark\" aria-label=\"met\">✓").count == 3)
    }

    @Test func aGoalsCodeReadsAsCode() {
        var panel = Self.panel
        panel.goals = [
            LessonPanel.Goal(
                text: "The output traced the `catalogShowProduct` message", check: "output contains catalogShowProduct", isMet: false)
        ]
        let panels = Picture(snapshot: Session().appSnapshot()!, lesson: panel).panels
        #expect(panels.contains("The output traced the <code>catalogShowProduct</code> message <span class=\"check\">"))
    }

    @Test func outsideALessonThereIsNoLessonPanel() {
        let picture = Session().picture
        #expect(!picture.panels.contains("panel lesson"))
        #expect(picture.panels.hasPrefix("<section class=\"panel phone\">"))
        // Its style is on every page, so a page opened before a lesson starts can show one.
        #expect(picture.html().contains(".panel.lesson { grid-area: lesson; }"))
    }
}
