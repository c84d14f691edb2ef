import Foundation
import PlaygroundExercises
import TestSupport
import Testing

/// The catalog on the real exercises/ folder, and on a folder that lacks a part.
@Suite struct ExerciseCatalogTests {
    @Test func readsEveryExerciseFolderWithItsTitleFilesAndSolution() throws {
        let root = PackagePaths.url("exercises").resolvingSymlinksInPath().path
        let exercises = try ExerciseCatalog.load(from: root)
        #expect(exercises.map(\.number) == Array(1...10))
        #expect(
            exercises.map(\.id) == [
                "01-send-a-message", "02-intercept-a-message", "03-handle-pop-back", "04-the-child-that-stays", "05-closure-outputs",
                "06-queue-until-ready", "07-a-flow-with-a-router", "08-router-back-button", "09-deep-link", "10-present-after-dismissal",
            ])
        #expect(
            exercises.map(\.title) == [
                "A screen that sends a message", "Intercept a message on its way up", "Refresh the profile after Back",
                "The child that stays",
                "Closure outputs: the counts propagate back", "Queue messages until the dependencies are ready", "A flow with a router",
                "The router's Back-button leak", "A deep link routed to its section and page",
                "Present the next flow once the dismissal has ended",
            ])
        #expect(
            exercises.map(\.learnerFiles) == [
                ["Sources/RecipeScreens.swift", "Sources/RecipesCoordinator.swift"],
                ["Sources/BakeryCoordinator.swift", "Sources/BakeryScreens.swift", "Sources/HomeViewController.swift"],
                ["Sources/CityPickerCoordinator.swift", "Sources/CityScreens.swift", "Sources/ProfileCoordinator.swift"],
                ["Sources/HomeCoordinator.swift", "Sources/SettingsCoordinator.swift", "Sources/SettingsScreens.swift"],
                ["Sources/ProfileCoordinator.swift", "Sources/WorkCitiesCoordinator.swift", "Sources/WorkCityScreens.swift"],
                ["Sources/ForecastCoordinator.swift", "Sources/WeatherScreens.swift"],
                ["Sources/AppCoordinator.swift", "Sources/ProfileCoordinator.swift", "Sources/ProfileScreens.swift"],
                ["Sources/AppRouter.swift", "Sources/LibraryCoordinators.swift", "Sources/LibraryScreens.swift"],
                [
                    "Sources/AppCoordinator.swift", "Sources/NewsPages.swift", "Sources/NewsScreens.swift",
                    "Sources/SectionCoordinators.swift",
                ],
                ["Sources/AppCoordinator.swift", "Sources/FlowCoordinators.swift", "Sources/TicketScreens.swift"],
            ])
        for exercise in exercises {
            #expect(exercise.solutionFolder == root + "/Solutions/" + exercise.id)
            #expect(FileManager.default.fileExists(atPath: exercise.checksPath))
        }
    }

    /// Every exercise's README says which lesson it follows and what the starting code's first
    /// failing goal is: `check-exercises.sh` holds that line to the runner's verdict.
    @Test func everyReadmeNamesItsLessonAndTheStartingVerdict() throws {
        for exercise in try ExerciseCatalog.load(from: PackagePaths.path("exercises")) {
            let readme = try String(contentsOfFile: exercise.readmePath, encoding: .utf8)
            #expect(readme.contains("Follows lesson "), "\(exercise.id)")
            #expect(readme.contains("The starting code's verdict:") && readme.contains("  ✗ "), "\(exercise.id)")
        }
    }

    /// The package builds only the exercises its manifest lists, and each needs its runner and a
    /// line in `exercise-play`'s registry: a folder missing from either would be listed here and
    /// never run or played.
    @Test func everyExerciseIsInThePackageWithItsRunner() throws {
        let manifest = try String(contentsOfFile: PackagePaths.path("exercises/Package.swift"), encoding: .utf8)
        let registry = try String(contentsOfFile: PackagePaths.path("exercises/Sources/exercise-play/Registry.swift"), encoding: .utf8)
        for exercise in try ExerciseCatalog.load(from: PackagePaths.path("exercises")) {
            let number = String(exercise.id.prefix { $0.isNumber })
            #expect(manifest.contains("\"\(exercise.id)\","), "exercises/Package.swift does not list \(exercise.id)")
            #expect(exercise.runnerProduct == "exercise-\(number)")
            let runner = try String(contentsOfFile: PackagePaths.path("exercises/Runners/\(number)/main.swift"), encoding: .utf8)
            #expect(
                runner.contains("ExerciseRunner.main(exercise: \(exercise.number), learner: Exercise\(number).")
                    && runner.contains("solution: Solution\(number)."),
                "Runners/\(number)/main.swift does not run exercise \(exercise.number)'s two apps")
            #expect(
                registry.contains("\(exercise.number): (Exercise\(number).") && registry.contains("Solution\(number)."),
                "exercise-play's Registry.swift has no line for exercise \(exercise.number)")
        }
    }

    /// A solution holds only what it changes: each of its files differs from the starting one,
    /// and every other file is a link to the learner's own, under the same name.
    @Test func aSolutionHoldsWhatItChangesAndLinksTheRest() throws {
        for exercise in try ExerciseCatalog.load(from: PackagePaths.path("exercises")) {
            let changed = exercise.filesTheSolutionChanges
            #expect(!changed.isEmpty, "\(exercise.id)")
            for file in exercise.learnerFiles {
                let solution = exercise.solutionFolder + "/" + file
                if changed.contains(file) {
                    #expect(
                        try String(contentsOfFile: solution, encoding: .utf8)
                            != String(contentsOfFile: exercise.folder + "/" + file, encoding: .utf8),
                        "\(exercise.id): \(file) is the starting file: make it a link")
                } else {
                    #expect(
                        try FileManager.default.destinationOfSymbolicLink(atPath: solution) == "../../../\(exercise.id)/\(file)",
                        "\(exercise.id): \(file)")
                }
            }
        }
    }

    @Test func aFolderWithoutItsChecksIsNamedWithWhatItLacks() throws {
        let root = PackagePaths.url("Tests/PlaygroundExercisesTests/Fixtures/broken").resolvingSymlinksInPath().path
        #expect(throws: ExerciseCatalog.Problem(message: "\(root)/01-no-checks: has no checks.md")) {
            try ExerciseCatalog.load(from: root)
        }
    }
}
