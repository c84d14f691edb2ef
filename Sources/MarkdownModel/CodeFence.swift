/// A fence of a Markdown code block, as CommonMark delimits them: a run of three or more
/// backticks (or tildes) opens a block, and only a run of the same character at least as long,
/// with nothing after it, closes it, so a block can show another block (```` around ```).
package struct CodeFence: Equatable, Sendable {
    package let character: Character
    package let length: Int
    /// The text after the opening fence: `swift`, `commands`, or empty.
    package let info: String

    /// The fence `line` opens or closes, if it is one; spaces before it are allowed.
    package init?(line: some StringProtocol) {
        let trimmed = line.drop(while: { $0 == " " })
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let run = trimmed.prefix(while: { $0 == first }).count
        guard run >= 3 else { return nil }
        character = first
        length = run
        info = String(trimmed.dropFirst(run).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    package func isClosed(by line: some StringProtocol) -> Bool {
        guard let other = CodeFence(line: line) else { return false }
        let trimmed = line.drop(while: { $0 == " " })
        return other.character == character && other.length >= length && trimmed.dropFirst(other.length).allSatisfy { $0 == " " }
    }
}
