import Foundation
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Two playgrounds open at once, each saving its own progress to one `progress.json`: neither
/// loses the other's steps (each save re-reads the file under a lock and lays its own changes
/// over it), and a lesson started over in one stays started over.
@Suite struct ProgressMergeTests {
    private func file() throws -> URL {
        try LessonFixtures.scratchFolder().appendingPathComponent("progress.json")
    }

    private func saved(_ file: URL) throws -> LessonProgress {
        try LessonProgress(fileContents: Data(contentsOf: file))
    }

    @Test func twoPlaygroundsKeepEachOthersSteps() throws {
        let file = try file()
        let first = FileProgressStore(fileURL: file), second = FileProgressStore(fileURL: file)
        var mine = first.load().progress, theirs = second.load().progress

        mine.currentLesson = "01-a"
        mine.lessons["01-a"] = LessonRecord(currentStep: 2, completedSteps: [1])
        try first.save(mine)
        theirs.currentLesson = "02-b"
        theirs.lessons["02-b"] = LessonRecord(currentStep: 3, completedSteps: [1], skippedSteps: [2])
        try second.save(theirs)
        #expect(
            try saved(file)
                == LessonProgress(
                    currentLesson: "02-b",
                    lessons: [
                        "01-a": LessonRecord(currentStep: 2, completedSteps: [1]),
                        "02-b": LessonRecord(currentStep: 3, completedSteps: [1], skippedSteps: [2]),
                    ]))

        // The first goes on with its lesson; the second's stays, and so does the lesson under way
        // there, which the first did not change.
        mine.lessons["01-a"]?.markCompleted(2)
        mine.lessons["01-a"]?.currentStep = 3
        try first.save(mine)
        #expect(
            try saved(file)
                == LessonProgress(
                    currentLesson: "02-b",
                    lessons: [
                        "01-a": LessonRecord(currentStep: 3, completedSteps: [1, 2]),
                        "02-b": LessonRecord(currentStep: 3, completedSteps: [1], skippedSteps: [2]),
                    ]))
    }

    @Test func stepsDoneInEitherCopyOfOneLessonAreKept() throws {
        let file = try file()
        let first = FileProgressStore(fileURL: file), second = FileProgressStore(fileURL: file)
        var mine = first.load().progress, theirs = second.load().progress
        mine.lessons["01-a"] = LessonRecord(currentStep: 2, completedSteps: [1])
        try first.save(mine)
        theirs.lessons["01-a"] = LessonRecord(currentStep: 3, completedSteps: [2], skippedSteps: [1])
        try second.save(theirs)
        // Done in one and skipped in the other counts as done; the current step is the last saver's.
        #expect(try saved(file).lessons == ["01-a": LessonRecord(currentStep: 3, completedSteps: [1, 2])])
    }

    @Test func aLessonStartedOverHereStaysStartedOver() throws {
        let file = try file()
        let first = FileProgressStore(fileURL: file), second = FileProgressStore(fileURL: file)
        var mine = first.load().progress
        mine.lessons["01-a"] = LessonRecord(currentStep: 3, completedSteps: [1, 2])
        try first.save(mine)
        var theirs = second.load().progress
        // `lesson 1 reset` there, then the first step again.
        theirs.lessons["01-a"] = LessonRecord(currentStep: 2, completedSteps: [1])
        try second.save(theirs)
        #expect(try saved(file).lessons == ["01-a": LessonRecord(currentStep: 2, completedSteps: [1])])
        // And a reset that leaves no record at all removes it.
        theirs.lessons["01-a"] = nil
        try second.save(theirs)
        #expect(try saved(file).lessons == [:])
    }

    @Test func whatThisProgramDidNotChangeIsTakenFromTheFile() {
        let base = LessonProgress(currentLesson: "01-a", lessons: ["01-a": LessonRecord(currentStep: 2, completedSteps: [1])])
        let onDisk = LessonProgress(
            currentLesson: "03-c",
            lessons: ["01-a": LessonRecord(currentStep: 3, completedSteps: [1, 2]), "03-c": LessonRecord(currentStep: 1)])
        // Nothing changed here since the load: the file wins whole.
        #expect(onDisk.merging(base, since: base) == onDisk)
    }

    @Test func savesFromTwoThreadsTakeTurnsUnderTheLock() async throws {
        let file = try file()
        // Each writer adds its own lessons one save at a time; without the lock, a save that read
        // the file before the other's write would drop that write.
        await withTaskGroup(of: Void.self) { group in
            for writer in ["a", "b"] {
                group.addTask {
                    let store = FileProgressStore(fileURL: file)
                    var progress = store.load().progress
                    for number in 1...40 {
                        progress.lessons["\(writer)\(number)"] = LessonRecord(currentStep: 1)
                        try? store.save(progress)
                    }
                }
            }
        }
        #expect(try saved(file).lessons.count == 80)
    }
}
