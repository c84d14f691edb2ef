/// Why a transcript could not be replayed at all (as opposed to replaying with different output):
/// a malformed or unreadable file, an unknown directive, a command after `quit`. It names the file
/// and, when there is one, the line, so an editor can jump there.
public struct TranscriptProblem: Error, Equatable, Sendable {
    package var path: String
    /// 1-based; nil when the file could not be read at all.
    package var line: Int?
    package var message: String

    package init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line`, or just `path` when no line applies.
    package var location: String {
        line.map { "\(path):\($0)" } ?? path
    }
}
