/// One file of the app's Swift source as the app ships it, for `code` to cut the piece behind a
/// name (a coordinator's `start`, a message and the `receive` that handles it) at run time, so
/// what it shows is the code that runs.
public struct SourceFile: Sendable, Equatable {
    /// From the package root, as a person finds it (`Sources/ExampleApp/App/Page.swift`).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
