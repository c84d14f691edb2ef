import Foundation
import PlaygroundLessons
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
