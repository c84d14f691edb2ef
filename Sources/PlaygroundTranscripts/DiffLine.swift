/// One line of a whole-file diff: unchanged, only in the expected file (`-`), or only in the
/// actual one (`+`). A sequence of them that covers the whole file gives both files' line numbers.
struct DiffLine: Equatable, Sendable {
    enum Change: Equatable, Sendable {
        case unchanged, removed, added
    }

    var change: Change
    var text: String

    init(_ change: Change, _ text: String) {
        self.change = change
        self.text = text
    }
}
