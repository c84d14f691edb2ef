import Foundation
import PlaygroundEngine

/// The lessons on disk: every `NN-name.md` in the lessons folder, in number order.
public enum LessonLibrary {
    /// Points the program at another lessons folder (a course of your own, or a checkout's).
    package static let environmentVariable = "COORDINATOR_PLAYGROUND_LESSONS"

    /// The folder the program reads: the environment variable's, else the lessons that ship with
    /// it (the package's `lessons/`, a resource of this module, so an installed binary finds them
    /// in the bundle beside it, wherever it runs from).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let override = environment[environmentVariable], !override.isEmpty { return override }
        return (Bundle.module.url(forResource: "lessons", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("lessons"))
            .path
    }

    /// Files whose names start with a digit and end in `.md`; others (a README) are not lessons.
    package static func lessonFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }.sorted()
            .map { directory + "/" + $0 }
    }

    /// Every lesson of the folder, for the first of `apps`, for CI and tools: the first malformed
    /// file, or two files with one number, is an error naming the file and line.
    public static func load(directory: String = defaultDirectory(), apps: PlaygroundApps) throws(LessonFileError) -> [Lesson] {
        let shelf = try loadEach(directory: directory, apps: apps)
        if let problem = shelf.problems.first { throw problem }
        return shelf.lessons
    }

    /// Every lesson of the folder that reads, and one problem per file that does not (it is left
    /// out, and the others still run): one bad file never costs the learner every lesson. A
    /// folder that is missing, or holds no lesson at all, is itself the error.
    package static func loadEach(directory: String = defaultDirectory(), apps: PlaygroundApps) throws(LessonFileError) -> (
        lessons: [Lesson], problems: [LessonFileError]
    ) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw LessonFileError(
                path: directory, line: 0, message: "there is no lessons folder here; \(environmentVariable) names the folder to read")
        }
        guard isDirectory.boolValue else { throw LessonFileError(path: directory, line: 0, message: "this is not a folder of lessons") }
        let files = lessonFiles(in: directory)
        guard !files.isEmpty else {
            throw LessonFileError(path: directory, line: 0, message: "no lessons in this folder (lesson files are named like 01-name.md)")
        }
        var lessons: [Lesson] = []
        var problems: [LessonFileError] = []
        for path in files {
            do throws(LessonFileError) {
                let lesson = try LessonParser.parse(fileAt: path, apps: apps)
                if let clash = lessons.first(where: { $0.number == lesson.number }) {
                    throw LessonFileError(path: path, line: 1, message: "lesson \(lesson.number) is also \(clash.path)")
                }
                lessons.append(lesson)
            } catch {
                problems.append(error)
            }
        }
        return (lessons.sorted { $0.number < $1.number }, problems)
    }
}
