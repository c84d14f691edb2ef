/// What a picture command asks of the front end. The engine has the app's snapshot but draws no
/// page and serves nothing: drawing belongs to the layer above it, and a server or a file is the
/// outside world, which a command that may be replayed must never touch.
package enum PictureRequest: Equatable, Sendable {
    /// `view`: serve the live picture on 127.0.0.1 and redraw it after every command.
    case startView
    /// `view off`: stop serving it.
    case stopView
    /// `export html FILE`: the app as it stands, one self-contained page written to `path` (as
    /// typed). `replacing`: `--force` was given, so a file already there is replaced without
    /// asking.
    case writePage(path: String, replacing: Bool)
    /// `export html -`: the same page, printed (a replay prints nothing for it, as for `view`).
    case printPage
}
