import PlaygroundEngine

extension TranscriptSuite {
    /// Replays every transcript under `paths` as `replay` does (in parallel, in path order), each
    /// kept step by step (`ReplayedTranscript`), never updating a file.
    package static func replayStepByStep(paths: [String], apps: PlaygroundApps) -> (report: ReplayReport, transcripts: [ReplayedTranscript])
    {
        let (files, emptyFolders) = TranscriptFiles.collect(paths: paths)
        let replayed = files.concurrentMap { replayStepByStep(file: $0, apps: apps) }
        let empty = emptyFolders.map { folder in
            TranscriptResult(
                path: folder,
                outcome: .problem(TranscriptProblem(path: folder, line: nil, message: "no transcripts in \(folder) (*.transcript files)")))
        }
        let results = (replayed.map(\.result) + empty).sorted { $0.path < $1.path }
        return (ReplayReport(results: results), replayed)
    }

    /// Replays one file as `replay(file:apps:update:)` does, keeping each command's output set
    /// against the expected lines and the app after it.
    package static func replayStepByStep(file path: String, apps: PlaygroundApps) -> ReplayedTranscript {
        do throws(TranscriptProblem) {
            let transcript = try TranscriptParser.read(path: path)
            var snapshots: [(app: AppSnapshot, story: CommandStory?)] = []
            let outputs = try TranscriptRunner.actualOutputs(of: transcript, apps: apps) { session in
                // A session of an app always has a snapshot.
                snapshots.append((session.appSnapshot()!, session.lastCommandStory()))
            }
            let comparison = TranscriptComparison(transcript: transcript, actualOutputs: outputs)
            let result: TranscriptResult
            if let line = comparison.firstDifferenceLine {
                result = TranscriptResult(
                    path: path,
                    outcome: .failed(
                        firstDifferenceLine: line, differingCommandCount: comparison.differingCommandCount, diff: comparison.renderedDiff))
            } else {
                result = TranscriptResult(path: path, outcome: .passed)
            }
            var steps: [ReplayedTranscript.Step] = []
            var notes: [String] = []
            for entry in transcript.entries {
                switch entry {
                case .comment(let line):
                    notes.append(line == "#" ? "" : String(line.dropFirst(2)))
                case .blank, .directive:
                    continue
                case .command(let command):
                    let index = steps.count
                    let alignment = OutputAlignment(expected: command.expectedOutput, actual: outputs[index])
                    let output = ReplayedTranscript.ComparedLine.lines(
                        of: alignment, expected: command.expectedOutput, actual: outputs[index], firstLine: command.lineNumber + 1)
                    steps.append(
                        ReplayedTranscript.Step(
                            command: command.text, lineNumber: command.lineNumber, notes: notes, output: output, app: snapshots[index].app,
                            story: snapshots[index].story))
                    notes = []
                }
            }
            return ReplayedTranscript(result: result, directives: transcript.directives.map(\.text), steps: steps)
        } catch {
            return ReplayedTranscript(result: TranscriptResult(path: path, outcome: .problem(error)), directives: [], steps: [])
        }
    }
}
