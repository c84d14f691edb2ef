import Foundation
@_spi(Benchmarks) import PlaygroundEngine
@_spi(Benchmarks) import PlaygroundTranscripts

/// One long transcript of navigation, written by running the commands in a real session and
/// recording what each printed (so it passes when replayed): push, select, back, pop, present,
/// dismiss, over and over.
public enum LongTranscript {
    /// 12 commands that start and end on the home screen, with nothing left on any stack.
    public static let cycle: [String] = [
        "push product 3",
        "select Navy",
        "back",
        "select \"Wool Coat\"",
        "select sizes:1",
        "back",
        "push category shoes",
        "select 0",
        "back",
        "pop",
        "present terms",
        "dismiss",
    ]

    /// The first `count` commands of repeated cycles.
    public static func commands(count: Int) -> [String] {
        (0..<count).map { cycle[$0 % cycle.count] }
    }

    /// Writes a transcript of `count` commands to `path`. Fails if a command fails: the
    /// transcript must be a session a person could have had.
    public static func write(count: Int, to path: String) throws {
        let session = Shop.session()
        let recorder = try TranscriptRecorder(path: path)
        for command in commands(count: count) {
            let result = session.execute(command)
            guard !result.isError else {
                throw WorkloadError("'\(command)' failed while recording: \(result.output)")
            }
            try recorder.record(command: command, output: result.output)
        }
    }
}

public struct WorkloadError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
