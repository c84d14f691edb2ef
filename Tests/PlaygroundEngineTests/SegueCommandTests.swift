import Testing

@testable import PlaygroundEngine

/// `segue ID`: the visible screen performs a segue of its storyboard scene, as code calls
/// `performSegue(withIdentifier:sender:)`; `screen` lists the segues; bad input changes nothing.
@Suite struct SegueCommandTests {
    private func sessionOnTheSizeGuide() -> Session {
        let session = Session()
        session.run(["select \"Wool Coat\"", "tap sizeGuide"])
        return session
    }

    @Test func screenListsTheScenesSeguesWithTheCommandForEach() {
        let screen = lines(sessionOnTheSizeGuide().run("screen"))
        #expect(
            Array(screen.suffix(3)) == [
                "  segues (storyboard)",
                "    showSize (show → SizeDetail)                    segue showSize",
                "    howToMeasure (present modally → HowToMeasure)   segue howToMeasure",
            ])
    }

    @Test func aSegueFromCodePreparesThenPushesWithoutAskingShould() {
        let session = sessionOnTheSizeGuide()
        session.run("trace all")
        let output = lines(session.run("segue showSize"))
        #expect(
            Array(output.prefix(7)) == [
                "SizeGuideViewController#1 performed segue \"showSize\" (show)",
                "~ segue \"showSize\" (show) instantiates SizeDetailViewController#1",
                "~ SizeGuideViewController#1 prepare(for: \"showSize\", sender: nil)",
                "~ SizeGuideViewController#1.onPrepareForSegue → SizeGuideCoordinator#1.prepare",
                "» SizeGuideCoordinator#1 hands size m to SizeDetailViewController#1: no sender, so the size checked",
                "~ segue \"showSize\" perform(): pushes SizeDetailViewController#1",
                "~ NavigationController#2 push: SizeGuideViewController#1 → SizeDetailViewController#1",
            ])
        #expect(!output.contains { $0.contains("shouldPerformSegue") })
        #expect(session.visible == "SizeDetailViewController#1")
    }

    @Test func aPresentModallySeguePresents() {
        let session = sessionOnTheSizeGuide()
        session.run("segue howToMeasure")
        #expect(session.visible == "HowToMeasureViewController#1")
    }

    @Test func badInputIsRefusedWithTheScreensSeguesAndChangesNothing() {
        let session = sessionOnTheSizeGuide()
        #expect(
            session.refuse("segue shwSize")
                == "error: unknown segue 'shwSize' on SizeGuideViewController#1; did you mean showSize? (its segues: showSize, howToMeasure)"
        )
        #expect(
            session.refuse("segue nope")
                == "error: unknown segue 'nope' on SizeGuideViewController#1 (its segues: showSize, howToMeasure)")
        let home = Session()
        #expect(home.refuse("segue showSize").hasPrefix("error: HomeViewController#1 has no segues: no storyboard made it"))
    }

    @Test func tabCompletesTheVisibleScreensSegues() {
        let session = sessionOnTheSizeGuide()
        #expect(session.completions(forLine: "segue ").candidates == ["showSize", "howToMeasure"])
    }

    @Test func theProductScreenKeepsTheCoordinatorUntilTheGuideEnds() {
        let session = sessionOnTheSizeGuide()
        #expect(
            Array(lines(session.run("holders SizeGuideCoordinator")).prefix(4)) == [
                "SizeGuideCoordinator#1 is held by ProductViewController#1.nextCoordinator",
                "the shortest chain of strong references from a root:",
                "  SizeGuideCoordinator#1",
                "  ← ProductViewController#1.nextCoordinator",
            ])
        session.run("tap done")
        #expect(session.snapshot.liveObjects.flatMap(\.names).filter { $0.typeName.hasPrefix("SizeGuide") } == [])
    }
}
