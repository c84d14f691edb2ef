import Foundation
import SafeFile
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `progress.json` as a hostile or careless hand leaves it: valid JSON with impossible steps,
/// one bad copy after another, a FIFO or a device in its place, two playgrounds saving at once.
/// Whatever is there, a lesson starts, nothing saved is ever deleted, and nothing but a regular
/// file is read or replaced.
@Suite struct ProgressFileTests {
    /// The counting lesson (3 steps) over a store at a scratch `progress.json` holding `json`.
    private func coach(onFile json: String) throws -> (LessonCoach, folder: URL, file: URL) {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        try Data(json.utf8).write(to: file)
        return (try LessonCoach.counting(store: FileProgressStore(fileURL: file)), folder, file)
    }

    private func record(currentStep: String, done: String = "[]", skipped: String = "[]") -> String {
        #"{"currentLesson": "01-counting", "lessons": {"01-counting": {"currentStep": \#(currentStep), "completedSteps": \#(done), "skippedSteps": \#(skipped)}}}"#
    }

    @Test(arguments: ["0", "-1", "-9223372036854775808", "1001", "9223372036854775807"])
    func aStepNoLessonHasIsSetAsideAndTheLessonStartsFresh(step: String) throws {
        let json = record(currentStep: step)
        let (coach, folder, file) = try coach(onFile: json)
        let started = coach.startLesson(nil)
        #expect(!started.isError)
        let lines = started.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0]
                == "warning: lesson progress in \(file.path) could not be used (lesson \"01-counting\" is at step \(step), which is not a step number (1 to 1000)); it was set aside as progress.json.corrupt-1 and lessons start fresh"
        )
        #expect(lines[1] == "Lesson 1: Counting things")
        #expect(lines.contains("Step 1 of 3: Add a gadget"))
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt-1"), encoding: .utf8) == json)
        let saved = try LessonProgress(fileContents: Data(contentsOf: file))
        #expect(saved == LessonProgress(currentLesson: "01-counting", lessons: ["01-counting": LessonRecord(currentStep: 1)]))
    }

    @Test(arguments: [("[-1]", "[]", "step -1 done"), ("[1]", "[0]", "step 0 skipped"), ("[2000000]", "[]", "step 2000000 done")])
    func aStepDoneOrSkippedThatNoLessonHasIsSetAside(done: String, skipped: String, named: String) throws {
        let (coach, folder, file) = try coach(onFile: record(currentStep: "2", done: done, skipped: skipped))
        let listed = coach.execute("lesson").output
        #expect(
            listed.hasPrefix(
                "warning: lesson progress in \(file.path) could not be used (lesson \"01-counting\" has \(named), which is not a step number (1 to 1000)); it was set aside as progress.json.corrupt-1"
            ))
        #expect(listed.contains("  1. Counting things  not started"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("progress.json.corrupt-1").path))
    }

    @Test func aStepPastTheLessonsEndStartsItOverAndStepsItNoLongerHasAreDropped() throws {
        // Saved when the lesson had more steps; it has 3 now.
        let (coach, _, file) = try coach(onFile: record(currentStep: "7", done: "[5, 1, 9, 1]", skipped: "[2, 1]"))
        #expect(coach.execute("lesson").output.contains("▸ 1. Counting things  step 1 of 3"))
        // Back at step 1, which is done: the lesson resumes at the step after it.
        let started = coach.startLesson(nil).output
        #expect(started.hasPrefix("Lesson 1: Counting things\n\nResuming at step 2 of 3"))
        let saved = try LessonProgress(fileContents: Data(contentsOf: file))
        #expect(
            saved
                == LessonProgress(
                    currentLesson: "01-counting",
                    lessons: ["01-counting": LessonRecord(currentStep: 2, completedSteps: [1], skippedSteps: [2])]))
    }

    @Test func stepsAreReadInOrderAndOnceEach() throws {
        let progress = try LessonProgress(fileContents: Data(record(currentStep: "3", done: "[3, 1, 3]", skipped: "[1, 2, 2]").utf8))
        #expect(
            progress
                == LessonProgress(
                    currentLesson: "01-counting",
                    lessons: ["01-counting": LessonRecord(currentStep: 3, completedSteps: [1, 3], skippedSteps: [2])]))
    }

    @Test func everyBadCopyIsKeptUnderItsOwnNumber() throws {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        try Data("an older program's copy".utf8).write(to: folder.appendingPathComponent("progress.json.corrupt"))
        for (number, bad) in ["{ not json", record(currentStep: "0"), "[]"].enumerated() {
            try Data(bad.utf8).write(to: file)
            let notice = FileProgressStore(fileURL: file).load().notice
            #expect(notice?.contains("it was set aside as progress.json.corrupt-\(number + 1) and lessons start fresh") == true)
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            kept == [
                "progress.json.corrupt", "progress.json.corrupt-1", "progress.json.corrupt-2", "progress.json.corrupt-3",
                "progress.json.lock",
            ])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt"), encoding: .utf8) == "an older program's copy")
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt-1"), encoding: .utf8) == "{ not json")
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.corrupt-3"), encoding: .utf8) == "[]")
    }

    @Test func aFIFOInItsPlaceIsNeitherReadNorReplaced() throws {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        #expect(mkfifo(file.path, 0o600) == 0)
        // Reading a FIFO blocks until someone writes to it: this must return at once.
        let coach = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        let started = coach.execute("lesson 1").output
        #expect(
            started.hasPrefix(
                "warning: lesson progress in \(file.path) cannot be read (it is a FIFO (named pipe), not a regular file); lessons start fresh\nLesson 1: Counting things"
            ))
        #expect(
            started.hasSuffix(
                "warning: lesson progress cannot be saved to \(file.path) (it is a FIFO (named pipe), not a regular file); it lasts until you quit"
            ))
        var status = stat()
        #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test(.enabled(if: DecoyDevice.canBeMade, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func aDeviceInItsPlaceIsNeitherReadNorReplaced() throws {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        try DecoyDevice.make(at: file.path, DecoyDevice.full)
        let coach = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        #expect(coach.execute("lesson 1").output.contains("(it is a character device, not a regular file); it lasts until you quit"))
        #expect(DecoyDevice.isCharacterDevice(file.path))
    }

    @Test func aSymbolicLinkInItsPlaceIsNotFollowed() throws {
        let folder = try LessonFixtures.scratchFolder()
        let file = folder.appendingPathComponent("progress.json")
        let victim = folder.appendingPathComponent("someone-elses.json")
        let theirs = record(currentStep: "2")
        try Data(theirs.utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: victim)
        let coach = try LessonCoach.counting(store: FileProgressStore(fileURL: file))
        #expect(coach.execute("lesson 1").output.contains("(it is a symbolic link); it lasts until you quit"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == theirs)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == victim.path)
    }
}
