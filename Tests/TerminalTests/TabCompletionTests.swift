import Testing

@testable import Terminal

@Suite("TAB completion decisions")
struct TabCompletionTests {
    @Test("One candidate replaces the word and adds a space")
    func single() {
        #expect(TabCompletion(candidates: ["help"], replacing: "he") == .replace(wordLength: 2, replacement: "help "))
    }

    @Test("The replaced word is what the completer said, spaces in an open quote included")
    func openQuote() {
        let word = TabCompletion.word(endingText: #"select "Wool C"#, length: 7)
        #expect(word == #""Wool C"#)
        #expect(
            TabCompletion(candidates: [#""Wool Coat""#], replacing: word)
                == .replace(wordLength: 7, replacement: #""Wool Coat" "#))
    }

    @Test("The replaced word is counted in Unicode scalars and never runs past the start")
    func wordEndingText() {
        #expect(TabCompletion.word(endingText: "go cafe\u{301}", length: 5) == "cafe\u{301}")
        #expect(TabCompletion.word(endingText: "push ", length: 0) == "")
        #expect(TabCompletion.word(endingText: "ab", length: 9) == "ab")
    }

    @Test("Several candidates insert their common prefix first")
    func commonPrefix() {
        #expect(TabCompletion(candidates: ["present", "push", "pop"], replacing: "p") == .list(["present", "push", "pop"]))
        #expect(TabCompletion(candidates: ["present", "preview"], replacing: "pr") == .replace(wordLength: 2, replacement: "pre"))
    }

    @Test("Several candidates with nothing more in common are listed")
    func list() {
        #expect(TabCompletion(candidates: ["present", "preview", "present"], replacing: "pre") == .list(["present", "preview"]))
    }

    @Test("No candidate leaves the line alone")
    func none() {
        #expect(TabCompletion(candidates: [], replacing: "xyz") == .none)
    }

    @Test("Word length counts Unicode scalars, as libedit's wide characters do")
    func unicodeWord() {
        #expect(TabCompletion(candidates: ["cafés"], replacing: "cafe\u{301}") == .replace(wordLength: 5, replacement: "cafés "))
    }
}
