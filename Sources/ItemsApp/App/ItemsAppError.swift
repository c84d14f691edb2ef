/// Why the app will not do what was asked (start a section, make a page), in one line for the
/// person. Nothing changed.
public struct ItemsAppError: Error, Equatable {
    public let message: String

    init(_ message: String) { self.message = message }
}
