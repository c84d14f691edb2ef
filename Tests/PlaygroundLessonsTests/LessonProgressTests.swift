import Foundation
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Progress outlives the program, moves with an environment variable, and never stops a
/// session: a corrupt file is set aside and reported, an unwritable folder warns once.
@Suite struct LessonProgressTests {
    @Test func progressSurvivesARestart() throws {
        let file = try LessonFixtures.scratchFolder().appendingPathComponent("state/progress.json")
        let first = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        _ = first.execute("lesson 1")
        _ = first.execute("add gadget")
        _ = first.execute("next")

        let second = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        #expect(second.execute("lesson").output.contains("▸ 1. Counting things  step 2 of 3"))
        let resumed = second.startLesson(nil).output
        #expect(resumed.hasPrefix("Lesson 1: Counting things\n\nResuming at step 2 of 3"))
        #expect(second.execute("objects").output == "Widget#1\nGadget#1")
    }

    @Test func theSavedFileIsTheSameOnEveryRun() throws {
        let file = try LessonFixtures.scratchFolder().appendingPathComponent("progress.json")
        let store = FileProgressStore(fileURL: file)
        try store.save(
            LessonProgress(
                currentLesson: "01-counting",
                lessons: [
                    "01-counting": LessonRecord(currentStep: 3, completedSteps: [2, 1]),
                    "02-other": LessonRecord(skippedSteps: [1]),
                ]))
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {
                  "currentLesson" : "01-counting",
                  "lessons" : {
                    "01-counting" : {
                      "completedSteps" : [
                        1,
                        2
                      ],
                      "currentStep" : 3,
                      "skippedSteps" : [

                      ]
                    },
                    "02-other" : {
                      "completedSteps" : [

                      ],
                      "currentStep" : 1,
                      "skippedSteps" : [
                        1
                      ]
                    }
                  }
                }
                """)
    }

    @Test func aCorruptFileIsSetAsideAndReportedOnce() throws {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        try Data("{ not json".utf8).write(to: file)
        let coach = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        let first = coach.execute("lesson").output.split(separator: "\n")
        #expect(
            first[0]
                == "warning: lesson progress in \(file.path) could not be used (it is not progress as this program writes it); it was set aside as progress.json.corrupt-1 and lessons start fresh"
        )
        #expect(first[1] == "Lessons:")
        #expect(!coach.execute("lesson").output.contains("warning"))
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt-1"), encoding: .utf8) == "{ not json")
        _ = coach.execute("lesson 1")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func anUnwritableFolderWarnsOnceAndTheSessionGoesOn() throws {
        let blocker = try LessonFixtures.scratchFolder().appendingPathComponent("not-a-folder")
        try Data().write(to: blocker)
        let coach = try LessonCoach.counting(store: FileProgressStore(fileURL: blocker.appendingPathComponent("progress.json")))
        let started = coach.execute("lesson 1")
        #expect(!started.isError)
        #expect(
            started.output.hasSuffix(
                "warning: lesson progress cannot be saved to \(blocker.path)/progress.json (a part of the path is not a folder); it lasts until you quit"
            ))
        #expect(started.lines.last?.kind == .warning)
        let done = coach.execute("add gadget").output
        #expect(done.hasSuffix("✓ Step 1 done. Type 'next' for step 2: Two more widgets."))
        #expect(!coach.execute("next").output.contains("warning"))
    }
}
