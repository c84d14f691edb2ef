import TextLayout

/// A request to write `contents` to `path` (as the person typed it, relative to the working
/// directory), carried out by the front end. `replacing`: `--force` was given, so a file already
/// there is replaced without asking.
public struct FileWrite: Equatable, Sendable {
    public var path: String
    public var contents: String
    public var replacing: Bool
    public init(path: String, contents: String, replacing: Bool = false) {
        self.path = path
        self.contents = contents
        self.replacing = replacing
    }
}
