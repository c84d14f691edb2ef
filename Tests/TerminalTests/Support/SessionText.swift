import Foundation

/// What these tests assume about the Session's words (the engine owns them). Kept in one place
/// so a change of wording is one edit here, not a hunt through the tests.
enum SessionText {
    static let prompt = "> "
    /// Text that only the banner contains.
    static let banner = "Coordinator Playground"
    /// The last line of `help`'s output: seeing it means the whole list was printed.
    static let helpOutput = "Ctrl-D leaves."

    /// What `select "Wool Coat"` on the first screen prints.
    static let selectedWoolCoat = #"selected "Wool Coat" in promoted"#

    /// `text` as printed before output was wrapped: each row that carries a line on (two spaces
    /// in, where a wrapped message goes on) joined back to the row before it, for tests that
    /// look for a long message whole.
    static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n  ", with: " ")
    }

    /// The error line echoes the unknown command back.
    static func unknownCommand(_ command: String) -> String {
        "unknown command '\(command)'"
    }
}
