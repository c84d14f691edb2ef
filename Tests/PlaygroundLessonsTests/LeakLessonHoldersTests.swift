import Foundation
import ShippedApps
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// The question every leak lesson asks, "what keeps this alive?", has an answer for every object:
/// after each flow of the deep-links-and-leaks lesson (its steps' solutions, each step that starts
/// an app of its own on one), `holders` explains every object `objects` lists by a chain of
/// strong references that reaches a root.
@Suite struct LeakLessonHoldersTests {
    @Test func holdersExplainsEveryLiveObjectAfterTheLeakFlows() throws {
        let path = LessonLibrary.lessonFiles(in: LessonFixtures.lessonsFolder).first { $0.hasSuffix("10-deep-links-and-leaks.md") }
        let lesson = try LessonParser.parse(fileAt: try #require(path), apps: .shipped)
        var session = Session(options: lesson.startOptions)
        var checked = 0
        for step in lesson.steps {
            if let options = step.startOptions { session = Session(options: options) }
            for command in step.engineSolution { _ = session.execute(command) }
            let objects = session.live.runtime.run { session.live.runtime.liveObjects }
            #expect(!objects.isEmpty)
            for object in objects {
                let answer = session.execute("holders \(object.objectName)")
                #expect(!answer.isError, "step \(step.number): holders \(object.objectName): \(answer.output)")
                let last = answer.output.split(separator: "\n").last.map(String.init) ?? ""
                #expect(
                    last.hasSuffix("is a root: UIApplicationMain keeps the application for as long as the app runs"),
                    "step \(step.number): \(object.objectName) is not explained by a chain from a root:\n\(answer.output)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }
}
