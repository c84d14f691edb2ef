/// A lesson file that cannot be read: says which file and line, and what was expected there.
public struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    /// 0 when the problem is the file or folder as a whole (a missing lessons folder).
    package let line: Int
    package let message: String

    package init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `lessons/03-messages.md:42: unknown goal condition 'visable'`, as compilers print it, so
    /// editors can jump there.
    public var description: String { line == 0 ? "\(path): \(message)" : "\(path):\(line): \(message)" }
}
