/// Why the app will not do what was asked (start a section, make a page), in one line for the
/// person. Nothing changed.
package struct ItemsAppError: Error, Equatable {
    package let message: String

    init(_ message: String) { self.message = message }
}
