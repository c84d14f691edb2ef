import TextLayout

/// What `record` asks of the front end.
package enum RecordingRequest: Equatable, Sendable {
    /// Record every following command and its output to the transcript at `path` (as typed).
    /// `replacing`: `--force` was given, so a file already there is replaced without asking.
    case start(path: String, replacing: Bool = false)
    case stop
}
