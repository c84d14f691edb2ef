import Foundation

/// Markdown fenced code blocks, as CommonMark delimits them: a run of three or more backticks
/// (or tildes) opens a block, and only a run of the same character at least as long closes it,
/// so a block can show another block (```` around ```).
struct CodeFence: Equatable {
    let character: Character
    let length: Int

    /// The fence a line (already trimmed) opens or closes, if it is one.
    init?(line: String) {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let run = line.prefix(while: { $0 == first }).count
        guard run >= 3 else { return nil }
        character = first
        length = run
    }

    /// The text after the fence: the info string (`commands`, `swift`).
    static func info(of line: String) -> String {
        String(line.drop(while: { $0 == "`" || $0 == "~" })).trimmingCharacters(in: .whitespaces)
    }

    func isClosed(by line: String) -> Bool {
        guard let other = CodeFence(line: line) else { return false }
        return other.character == character && other.length >= length && Self.info(of: line).isEmpty
    }
}
