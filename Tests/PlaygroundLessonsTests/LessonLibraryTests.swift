import Foundation
import PlaygroundLessons
import ShippedApps
import TestSupport
import Testing

@Suite("Where the lessons are read from")
struct LessonLibraryTests {
    @Test func theProgramReadsTheLessonsItShipsWithThePackagesOwn() throws {
        let bundled = LessonLibrary.lessonFiles(in: LessonLibrary.defaultDirectory(environment: [:]))
        let package = LessonLibrary.lessonFiles(in: LessonFixtures.lessonsFolder)
        #expect(!package.isEmpty)
        #expect(bundled.map { URL(fileURLWithPath: $0).lastPathComponent } == package.map { URL(fileURLWithPath: $0).lastPathComponent })
        for (shipped, source) in zip(bundled, package) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: shipped)) == Data(contentsOf: URL(fileURLWithPath: source)))
        }
    }

    @Test func theEnvironmentVariableNamesAnotherFolder() {
        #expect(LessonLibrary.defaultDirectory(environment: ["COORDINATOR_PLAYGROUND_LESSONS": "/courses/mine"]) == "/courses/mine")
        #expect(
            LessonLibrary.defaultDirectory(environment: ["COORDINATOR_PLAYGROUND_LESSONS": ""])
                == LessonLibrary.defaultDirectory(environment: [:]))
    }
}

/// A lessons folder in a bad state costs what is bad in it, and says so: one malformed file its
/// own lesson, a missing or empty folder the lessons (with the reason), never the rest.
@Suite("A lessons folder with problems")
struct LessonShelfTests {
    @Test func aMalformedFileIsLeftOutNamedWithItsLineAndTheOthersLoad() throws {
        let folder = try LessonFixtures.scratchFolder().path
        try FileManager.default.copyItem(atPath: LessonFixtures.path("valid/01-counting.md"), toPath: folder + "/01-counting.md")
        try FileManager.default.copyItem(
            atPath: LessonFixtures.path("malformed/02-unknown-condition.md"), toPath: folder + "/02-unknown-condition.md")
        let shelf = try LessonLibrary.loadEach(directory: folder, apps: .shipped)
        #expect(shelf.lessons.map(\.number) == [1])
        let strict = #expect(throws: LessonFileError.self) { try LessonLibrary.load(directory: folder, apps: .shipped) }
        #expect(shelf.problems == [strict].compactMap { $0 })
        #expect(shelf.problems.first?.path == folder + "/02-unknown-condition.md")
        #expect(shelf.problems.first.map { $0.line > 0 } == true)
    }

    @Test func aMissingOrEmptyFolderIsTheError() throws {
        let folder = try LessonFixtures.scratchFolder().path
        #expect(
            throws: LessonFileError(path: folder, line: 0, message: "no lessons in this folder (lesson files are named like 01-name.md)")
        ) {
            try LessonLibrary.loadEach(directory: folder, apps: .shipped)
        }
        let missing = folder + "/nowhere"
        let error = #expect(throws: LessonFileError.self) { try LessonLibrary.loadEach(directory: missing, apps: .shipped) }
        #expect(
            error?.description
                == "\(missing): there is no lessons folder here; COORDINATOR_PLAYGROUND_LESSONS names the folder to read")
    }
}
