import Testing

@testable import Terminal

@Suite("Completion list layout")
struct CompletionColumnsTests {
    @Test("Candidates fill columns top to bottom within the width")
    func columnMajor() {
        let layout = CompletionColumns(["a", "bb", "ccc", "d", "e"], terminalWidth: 12)
        #expect(layout.rows == ["a    d", "bb   e", "ccc"])
    }

    @Test("A narrow terminal gets one candidate per line")
    func narrow() {
        #expect(CompletionColumns(["present", "push"], terminalWidth: 5).rows == ["present", "push"])
    }

    @Test("A wide terminal gets one row")
    func wide() {
        #expect(CompletionColumns(["help", "quit", "exit"], terminalWidth: 80).rows == ["help  quit  exit"])
    }
}
