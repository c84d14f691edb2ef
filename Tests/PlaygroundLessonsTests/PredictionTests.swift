import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Predict, then run: a step's question is read from its file, answered with `predict`, its
/// command run by the coach, the answer judged from what the app did, and the first answer
/// counted in the lesson list.
@Suite struct PredictionTests {
    /// A shop lesson of one step that asks what `select promoted:0` shows, answered `answer`, as
    /// its file says it; each test that breaks or changes it starts from this text.
    static func text(answer: String = "ProductViewController", reading: String = "visible") -> String {
        """
        # Guessing

        Guessing.

        ## Step 1: What opens

        Say what a tap on the first promoted row shows.

        ### Predict
        Which screen shows after it?

        Run: `select promoted:0`
        Answer from: `\(reading)`
        1. `HomeViewController`
        2. `ProductViewController`

        ### Goals
        - You answered first: `predicted`
        - The product shows: `visible ProductViewController`

        ### Hints
        1. Answer with **predict** and a number.

        ### Solution
        ```
        predict \(answer)
        ```
        """
    }

    static func lesson(answer: String = "ProductViewController", reading: String = "visible") throws -> Lesson {
        try LessonParser.parse(text(answer: answer, reading: reading), path: "01-guessing.md", apps: .shipped)
    }

    static func coach(for lesson: Lesson) -> LessonCoach {
        LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
    }

    @Test func aPredictSectionIsReadWhole() throws {
        let step = try Self.lesson().steps[0]
        #expect(
            step.prediction
                == Prediction(
                    question: "Which screen shows after it?", command: "select promoted:0", reading: .visible,
                    choices: ["HomeViewController", "ProductViewController"], line: 9))
        #expect(step.goals[0].condition == .predicted)
        #expect(step.engineSolution == ["select promoted:0"])
    }

    @Test(arguments: [
        ("Run: `select promoted:0`\n", "", "step 1's prediction has no 'Run: `COMMAND`' line"),
        ("Answer from: `visible`\n", "", "step 1's prediction has no 'Answer from: `…`' line (handler, visible, first, or alive TYPE)"),
        (
            "Answer from: `visible`\n", "Answer from: `seen`\n",
            "expected how the answer is read, in backticks: handler, visible, first, or alive TYPE"
        ),
        ("2. `ProductViewController`\n", "", "step 1's prediction lists fewer than two choices"),
        (
            "Answer from: `visible`\n", "Answer from: `alive ProductViewController`\n",
            "step 1's prediction answered from `alive ProductViewController` offers the choices yes and no"
        ),
        ("- You answered first: `predicted`\n", "", "a step with a prediction has the goal `predicted`"),
        (
            "predict ProductViewController\n", "predict CartViewController\n",
            "step 1's solution predicts 'cartviewcontroller', which is none of: HomeViewController, ProductViewController"
        ),
    ])
    func aMalformedPredictionIsAnErrorNamingItsLine(remove: String, insert: String, message: String) throws {
        let good = Self.text()
        #expect(throws: Never.self) { try LessonParser.parse(good, path: "01-g.md", apps: .shipped) }
        let bad = good.replacingOccurrences(of: remove, with: insert)
        #expect(bad != good)
        #expect {
            try LessonParser.parse(bad, path: "01-g.md", apps: .shipped)
        } throws: { error in
            (error as? LessonFileError)?.message == message
        }
    }

    @Test func aPredictedGoalWithoutAQuestionIsAnError() {
        #expect {
            try LessonParser.parse(
                """
                # G

                ## Step 1: S

                ### Goals
                - `predicted`

                ### Hints
                1. H.

                ### Solution
                ```
                select promoted:0
                ```
                """, path: "01-g.md", apps: .shipped)
        } throws: { error in
            (error as? LessonFileError).map {
                $0.line == 6 && $0.message == "the goal `predicted` needs a '### Predict' section in its step"
            }
                ?? false
        }
    }

    @Test func aRightAnswerRunsTheCommandSaysSoShowsWhatDecidesItAndCountsInTheList() throws {
        let coach = Self.coach(for: try Self.lesson())
        _ = coach.execute("lesson 1")
        let answered = coach.execute("predict 2")
        #expect(!answered.isError)
        let lines = answered.lines.map(\.text)
        #expect(
            lines == [
                "You predict: ProductViewController. The coach runs it:", "> select promoted:0", "selected \"Wool Coat\" in promoted",
                "now showing ProductViewController#1 \"Wool Coat\"", "✓ Your prediction held: ProductViewController.",
                "What decides it:", "  now showing ProductViewController#1 \"Wool Coat\"", "", "✓ Lesson 1 complete: Guessing.",
                "That was the last lesson. 'lesson' lists them all.",
            ])
        #expect(coach.state.progress.lessons["01-guessing"]?.predictedRight == [1])
        #expect(coach.state.progress.lessons["01-guessing"]?.predictedWrong == [])
        #expect(coach.execute("lesson list").output.contains("done; 1 of 1 predicted right"))
    }

    @Test func aWrongAnswerIsNoErrorTheStepGoesOnAndOnlyTheFirstAnswerCounts() throws {
        let lesson = try LessonParser.parse(
            Self.text().replacingOccurrences(
                of: "- The product shows: `visible ProductViewController`", with: "- Then you looked: `ran screen`"),
            path: "01-guessing.md", apps: .shipped)
        let coach = Self.coach(for: lesson)
        _ = coach.execute("lesson 1")
        let answered = coach.execute("predict home")
        #expect(!answered.isError)
        #expect(answered.lines.map(\.text).contains("✗ Not this time: you predicted HomeViewController, and it was ProductViewController."))
        #expect(coach.state.current?.goalsMet == [true, false])
        let again = coach.execute("predict 2")
        #expect(
            again
                == CommandResult(
                    output:
                        "error: you answered step 1's question already (HomeViewController); 'select promoted:0' is yours to type again",
                    isError: true))
        #expect(coach.state.progress.lessons["01-guessing"]?.predictedWrong == [1])
        _ = coach.execute("screen")
        #expect(coach.execute("lesson list").output.contains("done; 0 of 1 predicted right"))
    }

    @Test func theStepsCommandWaitsForTheAnswerAndABadAnswerChangesNothing() throws {
        let coach = Self.coach(for: try Self.lesson())
        _ = coach.execute("lesson 1")
        let before = coach.appSnapshot()
        #expect(
            coach.execute("sel promoted:0")
                == CommandResult(
                    output: "error: predict first: answer step 1's question with 'predict' and a number or a name "
                        + "(1 HomeViewController, 2 ProductViewController); 'step' shows it again", isError: true))
        #expect(
            coach.execute("predict 3")
                == CommandResult(
                    output: "error: '3' is none of the answers; predict one of: 1 HomeViewController, 2 ProductViewController",
                    isError: true))
        #expect(coach.appSnapshot() == before)
        #expect(coach.state.current?.goalsMet == [false, false])
        #expect(coach.state.progress.lessons["01-guessing"]?.predictedRight == [])
    }

    /// Only the act waits for the answer: the same command with another first argument (the
    /// taps that lead up to a `tap logIn`) runs as usual.
    @Test func onlyTheStepsOwnCommandWaitsNotEveryCommandOfItsName() throws {
        let coach = Self.coach(for: try Self.lesson())
        _ = coach.execute("lesson 1")
        #expect(coach.execute("select PROMOTED:0").output.hasPrefix("error: predict first: answer step 1's question"))
        let other = coach.execute("select promoted:1")
        #expect(!other.isError, "\(other.output)")
        #expect(coach.appSnapshot()?.visible?.typeName == "ProductViewController")
        #expect(coach.state.current?.predictedAnswer == nil)
    }

    @Test func outsideAStepThatAsksPredictIsRefused() throws {
        let coach = Self.coach(for: try Self.lesson())
        #expect(
            coach.execute("predict 1")
                == CommandResult(output: "error: no lesson is running; type 'lesson' to list them", isError: true))
    }

    @Test func solutionRunAnswersAndRunsTheCommandAsTheLearnerWould() throws {
        let coach = Self.coach(for: try Self.lesson())
        _ = coach.execute("lesson 1")
        let ran = coach.execute("solution run").lines.map(\.text)
        #expect(ran.contains("> predict ProductViewController"))
        #expect(ran.contains("> select promoted:0"))
        #expect(ran.contains("✓ Your prediction held: ProductViewController."))
        #expect(coach.state.progress.lessons["01-guessing"]?.completedSteps == [1])
    }

    @Test func theCheckerHoldsTheSolutionsAnswerToWhatTheAppDid() throws {
        #expect(LessonChecker(apps: .shipped).check(try Self.lesson()).isEmpty)
        #expect(
            LessonChecker(apps: .shipped).check(try Self.lesson(answer: "HomeViewController")).map(\.description) == [
                "01-guessing.md:5: step 1: error: the solution's 'predict' is not what the app did: "
                    + "✗ Not this time: you predicted HomeViewController, and it was ProductViewController."
            ])
    }

    @Test func theHandlerIsReadFromTheMessagesJourney() throws {
        let step = try LessonStepUnderTest(lesson: 3, step: 2)
        let lines = step.type("predict 4").lines.map(\.text)
        #expect(lines.contains("✓ Your prediction held: AppCoordinator."))
        let decides = try #require(lines.firstIndex(of: "What decides it:"))
        #expect(lines[decides + 1].hasPrefix("  4  AppCoordinator#1         handled: added Cable Sweater"))
    }

    /// The screen that shows is decided by who handled the message and what the coordinators
    /// did to the stack, not only by the `now showing` line that names it.
    @Test func theVisibleScreenIsDecidedByTheHandlerAndTheTraceLinesThatNameIt() throws {
        let step = try LessonStepUnderTest(lesson: 4, step: 4)
        step.type("trace all")
        let lines = step.type("predict ProductViewController").lines.map(\.text)
        #expect(lines.contains("✓ Your prediction held: ProductViewController."))
        let decides = try #require(lines.firstIndex(of: "What decides it:"))
        let evidence = Array(lines[(decides + 1)...].prefix { !$0.isEmpty })
        #expect(
            evidence.map { String($0.prefix(60)) } == [
                "  4  AppCoordinator#1        handled: the catalog took the m",
                "  » CatalogCoordinator#1 takeover(): activate(), then my sav",
                "  ~ NavigationController#1 set (not animated): CartViewContr",
                "  » CatalogCoordinator#1 didShow ProductViewController#3: no",
                "  now showing ProductViewController#3 \"Wool Coat\"",
            ])
    }

    @Test func firstIsTheChoiceTheOutputNamesFirst() {
        let prediction = Prediction(
            question: "Which comes first?", command: "back", reading: .first, choices: ["didShow", "viewWillDisappear", "finish"], line: 1)
        let outcome = PredictionOutcome.read(
            prediction, lines: ["~ a viewWillDisappear(animated)", "~ b didShow", "~ c finish"], story: nil, snapshot: nil,
            holders: { _ in [] })
        #expect(
            outcome
                == PredictionOutcome(
                    answer: "viewWillDisappear", evidence: ["~ a viewWillDisappear(animated)", "~ b didShow", "~ c finish"]))
    }

    @Test func aSavedRecordWithoutPredictionsReadsAndWritesAsBefore() throws {
        let old = #"{"completedSteps":[1],"currentStep":2,"skippedSteps":[]}"#
        let record = try JSONDecoder().decode(LessonRecord.self, from: Data(old.utf8))
        #expect(record == LessonRecord(currentStep: 2, completedSteps: [1]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(record), as: UTF8.self) == old)
        var answered = record
        answered.recordPrediction(ofStep: 2, right: false)
        answered.recordPrediction(ofStep: 2, right: true)
        #expect(
            String(decoding: try encoder.encode(answered), as: UTF8.self)
                == #"{"completedSteps":[1],"currentStep":2,"predictedWrong":[2],"skippedSteps":[]}"#)
    }
}
