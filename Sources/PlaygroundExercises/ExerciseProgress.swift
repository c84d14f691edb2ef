import Foundation
import SafeFile

/// Which exercises pass, kept as the lessons' progress is: a small JSON file in the state
/// folder (`exercises.json` beside `progress.json`), written atomically and never through a
/// link (`SafeFile`). A file that cannot be read counts as none passed; it is replaced on the
/// next save.
package struct ExerciseProgress: Equatable, Sendable, Codable {
    /// The folder names (`01-send-a-message`) of the exercises whose checks last passed.
    package var passed: Set<String> = []

    package init(passed: Set<String> = []) { self.passed = passed }

    static let sizeLimit = 1 << 16

    package static func load(from path: String) -> ExerciseProgress {
        guard let bytes = try? SafeFile.contentsOfRegularFile(atPath: path, limit: sizeLimit),
            let progress = try? JSONDecoder().decode(ExerciseProgress.self, from: Data(bytes))
        else { return ExerciseProgress() }
        return progress
    }

    package func save(to path: String) throws(FileWriteError) {
        try SafeFile.makeFolders(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        _ = try SafeFile.replace(atPath: path, with: data)
    }

    /// Records one run's result: passed or not, whatever it was before.
    package mutating func record(_ exercise: Exercise, passed didPass: Bool) {
        if didPass { passed.insert(exercise.id) } else { passed.remove(exercise.id) }
    }
}
