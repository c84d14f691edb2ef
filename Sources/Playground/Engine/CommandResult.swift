/// The result of one line at the prompt.
public struct CommandResult: Equatable, Sendable {
    /// What the command printed, without a trailing newline; may be empty.
    public var output: String
    /// The line was refused (bad input); the app is unchanged.
    public var isError: Bool
    /// The user asked to leave (`quit`, `exit`).
    public var shouldQuit: Bool
    /// A file the front end should write (`export dot FILE`): the engine itself never touches
    /// the file system, so it stays pure and testable.
    public var fileToWrite: FileWrite?

    public init(output: String, isError: Bool = false, shouldQuit: Bool = false, fileToWrite: FileWrite? = nil) {
        self.output = output
        self.isError = isError
        self.shouldQuit = shouldQuit
        self.fileToWrite = fileToWrite
    }
}

/// A request to write `contents` to `path` (as the person typed it, relative to the working
/// directory), carried out by the front end.
public struct FileWrite: Equatable, Sendable {
    public var path: String
    public var contents: String
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
