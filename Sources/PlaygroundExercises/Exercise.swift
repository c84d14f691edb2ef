import Foundation

/// One exercise, as its folder in `exercises/` holds it: `NN-slug/README.md` (what to write),
/// `checks.md` (the checks, in the lessons' format), `Sources/` (the learner's files) and
/// `Scaffold/` (the conformance that plugs the learner's app in, which the learner never edits).
/// Its solution's files are in `Solutions/NN-slug/Sources/`, under the same names: the files the
/// solution changes as files, the others as links to the learner's own (so one build makes both,
/// and no file stands twice).
public struct Exercise: Equatable, Sendable {
    /// From the folder name's leading digits: what `exercise 4` types.
    public let number: Int
    /// The folder's name (`04-the-child-that-stays`): progress is saved under it.
    package let id: String
    /// The README's `# Title`.
    package let title: String
    /// The folder, absolute.
    package let folder: String
    /// The learner's files, relative to `folder`, sorted (`Sources/AppCoordinator.swift`).
    package let learnerFiles: [String]
    /// The solution's folder (`…/Solutions/NN-slug`), holding the same file names.
    package let solutionFolder: String

    package init(number: Int, id: String, title: String, folder: String, learnerFiles: [String], solutionFolder: String) {
        self.number = number
        self.id = id
        self.title = title
        self.folder = folder
        self.learnerFiles = learnerFiles
        self.solutionFolder = solutionFolder
    }

    package var readmePath: String { folder + "/README.md" }
    /// The exercise's runner, the program the exercises' package builds for it (`exercise-04`).
    package var runnerProduct: String { "exercise-" + (number < 10 ? "0" : "") + String(number) }
    public var checksPath: String { folder + "/checks.md" }
    /// The learner's files the solution changes: in `Solutions/` the others are links.
    package var filesTheSolutionChanges: [String] {
        learnerFiles.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: solutionFolder + "/" + $0)) == nil }
    }

    /// The learner's files, absolute, as `watch` polls them.
    package var learnerPaths: [String] { learnerFiles.map { folder + "/" + $0 } }
}
