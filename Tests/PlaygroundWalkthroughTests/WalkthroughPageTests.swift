import Foundation
import MarkdownModel
import PlaygroundEngine
import PlaygroundLessons
import PlaygroundPicture
import PlaygroundTranscripts
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundWalkthrough

/// The pages `replay --html` and `lesson N --html` write: a frame per command with its output
/// and picture, stepped with the arrow keys; a difference marked at its frame and line; nothing
/// loaded from anywhere.
@Suite struct WalkthroughPageTests {
    static let changedLine = PackagePaths.path("Tests/PlaygroundTranscriptsTests/Fixtures/Transcripts/failing/changed-line.transcript")

    @Test func aFailedTranscriptOpensAtTheFrameThatDiffersWithBothLinesMarked() {
        let walkthrough = Walkthrough(TranscriptSuite.replayStepByStep(file: Self.changedLine, apps: .shipped))
        #expect(walkthrough.title == Self.changedLine)
        #expect(walkthrough.failed)
        #expect(walkthrough.summary == "FAIL at line 9: 1 command prints something else (− expected, + printed)")
        #expect(walkthrough.frames.map(\.command) == ["frobnicate", "help", "frobnicate", "frobnicate twice"])
        #expect(walkthrough.openingFrame == 2)
        let page = walkthrough.html
        #expect(page.contains("<body data-opening=\"2\">"))
        #expect(page.contains("<li><a href=\"#step-3\" class=\"differs\" title=\"&gt; frobnicate\">3</a></li>"))
        #expect(page.contains("<section class=\"frame differs\" id=\"step-3\" aria-label=\"Step 3 of 4\">"))
        #expect(
            page.contains(
                "<pre><span class=\"command\">&gt; frobnicate</span><span class=\"where\">line 8</span>\n"
                    + "<span class=\"expected\"><span class=\"sign\" aria-label=\"expected, not printed\">−</span>error: no such command &#39;frobnicate&#39;</span><span class=\"where\">line 9</span>\n"
                    + "<span class=\"printed\"><span class=\"sign\" aria-label=\"printed, not expected\">+</span>error: unknown command &#39;frobnicate&#39;. Type &#39;help&#39; for commands.</span></pre>"
            ))
        #expect(page.contains("<div class=\"notes\">The wildcards above and below still hold and must survive --update.</div>"))
        #expect(page.components(separatedBy: "<section class=\"frame").count == 5)
    }

    @Test func eachFrameShowsThePictureOfTheAppAfterItsCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("coats.transcript").path
        try "> select Coats\nselected \"Coats\" in categories\nnow showing CategoryViewController#1 \"Coats\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let walkthrough = Walkthrough(TranscriptSuite.replayStepByStep(file: path, apps: .shipped))
        #expect(!walkthrough.failed)
        #expect(walkthrough.summary == "passed: every command printed what the transcript expects")
        let session = Session(options: PlaygroundApps.shipped.defaultOptions)
        _ = session.execute("select Coats")
        let picture = Picture(snapshot: session.appSnapshot()!, story: session.lastCommandStory())
        #expect(walkthrough.frames[0].picture == picture)
        #expect(picture.story?.command == "select Coats")
        let page = walkthrough.html
        #expect(page.contains("<div class=\"picture\">\n" + picture.panels + "</div>\n</section>"))
        // One frame: nothing to step through, so neither strip nor script.
        #expect(!page.contains("<script>") && !page.contains("class=\"strip\""))
    }

    @Test func thePageIsSelfContainedAndStepsWithTheArrowKeys() {
        let page = Walkthrough(TranscriptSuite.replayStepByStep(file: Self.changedLine, apps: .shipped)).html
        #expect(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
        let references = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for reference in ["src=", "@import", "url(", "http://", "https://"] {
            #expect(!references.contains(reference), "the page refers to something: \(reference)")
        }
        // Links inside the page alone.
        #expect(!page.replacingOccurrences(of: "href=\"#step-", with: "").contains("href="))
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(page.contains("var moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: frames.length - 1 };"))
        #expect(page.contains("body.stepping .frame { display: none; }"))
        #expect(page.contains(Picture.style))
    }

    @Test func aTranscriptThatCannotBeReplayedSaysWhyAndHasNoFrames() {
        let path = PackagePaths.path("Tests/PlaygroundTranscriptsTests/Fixtures/Transcripts/malformed/unknown-directive.transcript")
        let walkthrough = Walkthrough(TranscriptSuite.replayStepByStep(file: path, apps: .shipped))
        #expect(walkthrough.failed)
        #expect(walkthrough.summary.hasPrefix("ERROR \(path):2: "))
        #expect(walkthrough.frames.isEmpty)
        #expect(walkthrough.html.contains("<p class=\"summary failed\">ERROR "))
    }

    @Test func aLessonIsEachStepsStartThenEachSolutionCommandWithTheGoalsAfterIt() throws {
        let lesson = try #require(
            try LessonLibrary.load(directory: PackagePaths.path("lessons"), apps: .shipped).first { $0.number == 8 })
        let solved = SolvedLesson(lesson, apps: .shipped)
        let walkthrough = Walkthrough(solved)
        #expect(walkthrough.title == "Lesson 8: \(solved.title)")
        #expect(!walkthrough.failed)
        let commandCount = solved.steps.reduce(0) { $0 + $1.commands.count }
        #expect(walkthrough.frames.count == 1 + solved.steps.count + commandCount)
        #expect(
            walkthrough.summary
                == "\(solved.steps.count) steps solved by \(commandCount) commands, as a learner who typed the solutions sees them")
        let introduction = walkthrough.frames[0]
        #expect(introduction.heading == "Introduction" && introduction.command == nil)
        // The introduction as the lesson read it; lesson 8 starts logged in: the page says what
        // was set up, as the prompt does.
        #expect(introduction.text == solved.introductionMarkdown && !introduction.text.isEmpty)
        #expect(
            introduction.notes == [
                "set up: tap account", "set up: type username pavel", "set up: type password coordinator", "set up: tap logIn",
            ])
        #expect(introduction.picture.snapshot == solved.steps[0].app)
        let first = walkthrough.frames[1]
        #expect(first.heading == "Step 1 of \(solved.steps.count): \(solved.steps[0].start.stepTitle)")
        #expect(first.command == nil && first.output.isEmpty)
        #expect(first.picture.lesson?.goals.allSatisfy { !$0.isMet } == true)
        #expect(first.text == solved.steps[0].start.proseMarkdown && first.notes.isEmpty)
        #expect(first.picture.lesson?.prose.isEmpty == true, "the step's text is the frame's, not folded away again")
        let lastOfStep = walkthrough.frames[1 + solved.steps[0].commands.count]
        #expect(lastOfStep.command == solved.steps[0].commands.last?.text)
        #expect(lastOfStep.picture.lesson?.isDone == true)
        #expect(lastOfStep.output.contains { $0.text.hasPrefix("✓ Step 1 done.") })
    }
}
