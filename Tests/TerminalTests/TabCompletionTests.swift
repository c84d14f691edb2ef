import Testing
@testable import Terminal

@Suite("TAB completion decisions")
struct TabCompletionTests {
    @Test("One candidate replaces the word and adds a space")
    func single() {
        #expect(TabCompletion(textBeforeCursor: "push he", candidates: ["help"])
            == .replace(wordLength: 2, replacement: "help "))
    }

    @Test("Several candidates insert their common prefix first")
    func commonPrefix() {
        #expect(TabCompletion(textBeforeCursor: "p", candidates: ["present", "push", "pop"]) == .list(["present", "push", "pop"]))
        #expect(TabCompletion(textBeforeCursor: "pr", candidates: ["present", "preview"])
            == .replace(wordLength: 2, replacement: "pre"))
    }

    @Test("Several candidates with nothing more in common are listed")
    func list() {
        #expect(TabCompletion(textBeforeCursor: "pre", candidates: ["present", "preview", "present"])
            == .list(["present", "preview"]))
    }

    @Test("No candidate leaves the line alone")
    func none() {
        #expect(TabCompletion(textBeforeCursor: "xyz", candidates: []) == .none)
    }

    @Test("Word length counts Unicode scalars, as libedit's wide characters do")
    func unicodeWord() {
        #expect(TabCompletion(textBeforeCursor: "go café", candidates: ["cafés"])
            == .replace(wordLength: 4, replacement: "cafés "))
    }
}
