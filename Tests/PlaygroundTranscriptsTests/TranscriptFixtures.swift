import Foundation
import TestSupport

/// The mechanism's fixture transcripts (in `Fixtures/Transcripts` beside this file), and scratch
/// copies for tests that rewrite files.
enum TranscriptFixtures {
    static let folder = PackagePaths.path("Tests/PlaygroundTranscriptsTests/Fixtures/Transcripts")

    static func path(_ relativePath: String) -> String {
        folder + "/" + relativePath
    }

    /// A fresh folder of its own for one test, so tests running in parallel never share files.
    static func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("transcript-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Copies a fixture into a scratch folder and returns the copy's path.
    static func scratchCopy(of relativePath: String) throws -> String {
        let copy = try scratchFolder() + "/" + URL(fileURLWithPath: relativePath).lastPathComponent
        try FileManager.default.copyItem(atPath: path(relativePath), toPath: copy)
        return copy
    }

    static func contents(of path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
