import TextLayout

/// A request to write `contents` to `path` (as the person typed it, relative to the working
/// directory), carried out by the front end. `replacing`: `--force` was given, so a file already
/// there is replaced without asking.
package struct FileWrite: Equatable, Sendable {
    package var path: String
    package var contents: String
    package var replacing: Bool
    package init(path: String, contents: String, replacing: Bool = false) {
        self.path = path
        self.contents = contents
        self.replacing = replacing
    }
}
