import PlaygroundEngine
import SafeFile

/// Replays transcripts as regression tests: the entry point for the `replay` command and the test
/// suite.
public enum TranscriptSuite {
    /// Replays every transcript under `paths` (files, or folders searched recursively for
    /// `*.transcript`), each in its own fresh session.
    ///
    /// - Parameters:
    ///   - update: rewrite each file whose output differs to the actual output, keeping its
    ///     comments, directives, layout and every expected line (wildcards included) that still
    ///     matches. Only on explicit request: nothing here updates on its own.
    ///   - parallel: replay files in parallel on all cores. The report is the same either way:
    ///     results are ordered by path, never by completion.
    ///   - isCancelled: asked before each file (Ctrl-C at the prompt sets it): once it says yes,
    ///     the files not started yet are not replayed, the ones under way finish, and the report
    ///     counts the others as not run.
    package static func replay(
        paths: [String], apps: PlaygroundApps, update: Bool = false, parallel: Bool = true,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> ReplayReport {
        let (files, emptyFolders) = TranscriptFiles.collect(paths: paths)
        let replayFile = { @Sendable (path: String) -> TranscriptResult? in
            isCancelled() ? nil : replay(file: path, apps: apps, update: update)
        }
        let results = parallel ? files.concurrentMap(replayFile) : files.map(replayFile)
        let done = results.compactMap { $0 }
        let empty = emptyFolders.map { folder in
            TranscriptResult(
                path: folder,
                outcome: .problem(TranscriptProblem(path: folder, line: nil, message: "no transcripts in \(folder) (*.transcript files)")))
        }
        return ReplayReport(results: (done + empty).sorted { $0.path < $1.path }, notRunCount: results.count - done.count)
    }

    /// Replays one file. The session lives and dies inside this call, on the calling thread.
    @_spi(Benchmarks) public static func replay(file path: String, apps: PlaygroundApps, update: Bool) -> TranscriptResult {
        do throws(TranscriptProblem) {
            let transcript = try TranscriptParser.read(path: path)
            let comparison = TranscriptComparison(
                transcript: transcript, actualOutputs: try TranscriptRunner.actualOutputs(of: transcript, apps: apps))
            guard let line = comparison.firstDifferenceLine else { return TranscriptResult(path: path, outcome: .passed) }
            let count = comparison.differingCommandCount, diff = comparison.renderedDiff
            guard update else {
                return TranscriptResult(path: path, outcome: .failed(firstDifferenceLine: line, differingCommandCount: count, diff: diff))
            }
            try write(comparison.updatedText, to: path)
            return TranscriptResult(path: path, outcome: .updated(firstDifferenceLine: line, differingCommandCount: count, diff: diff))
        } catch {
            return TranscriptResult(path: path, outcome: .problem(error))
        }
    }

    /// Replaces the file atomically, so an interrupted update leaves the old file whole, with its
    /// owner and mode. A transcript reached through a symbolic link is updated where the link
    /// points (the link stays): the person named it to be replayed and updated.
    private static func write(_ text: String, to path: String) throws(TranscriptProblem) {
        do throws(FileWriteError) {
            try SafeFile.replace(atPath: path, with: text.utf8, symbolicLinks: .writeTarget)
        } catch {
            throw TranscriptProblem(path: path, line: nil, message: "cannot write the updated file: \(error.reason)")
        }
    }
}
