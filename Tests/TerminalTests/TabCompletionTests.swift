import Testing

@testable import Terminal

@Suite("TAB completion decisions")
struct TabCompletionTests {
    @Test("One candidate replaces the word and adds a space")
    func single() {
        #expect(TabCompletion(candidates: ["help"], replacing: "he") == .replace(wordLength: 2, tailLength: 0, replacement: "help "))
    }

    @Test("The replaced word is what the completer said, spaces in an open quote included")
    func openQuote() {
        let word = TabCompletion.word(endingText: #"select "Wool C"#, length: 7)
        #expect(word == #""Wool C"#)
        #expect(
            TabCompletion(candidates: [#""Wool Coat""#], replacing: word)
                == .replace(wordLength: 7, tailLength: 0, replacement: #""Wool Coat" "#))
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
        #expect(
            TabCompletion(candidates: ["present", "preview"], replacing: "pr") == .replace(wordLength: 2, tailLength: 0, replacement: "pre")
        )
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
        #expect(
            TabCompletion(candidates: ["cafés"], replacing: "cafe\u{301}") == .replace(wordLength: 5, tailLength: 0, replacement: "cafés "))
    }

    @Test("Inside a word, the text up to the cursor is completed and the rest of the word up to the next space is replaced")
    func insideAWord() {
        // `tap ed|Px`: the word under the cursor is `ed` and its tail `Px`.
        let tail = TabCompletion.tail(after: "Px", word: "ed")
        #expect(tail == "Px")
        #expect(
            TabCompletion(candidates: ["editProfile"], replacing: "ed", tail: tail)
                == .replace(wordLength: 2, tailLength: 2, replacement: "editProfile "))
        // `tap ed|Px twice`: the rest of the line stays, and its own space follows the word.
        let before = TabCompletion.tail(after: "Px twice", word: "ed")
        #expect(before == "Px")
        #expect(
            TabCompletion(candidates: ["editProfile"], replacing: "ed", tail: before, lineGoesOn: true)
                == .replace(wordLength: 2, tailLength: 2, replacement: "editProfile"))
        // Several candidates: what they share replaces the word and its tail alike.
        #expect(
            TabCompletion(candidates: ["present", "preview"], replacing: "pr", tail: "xx")
                == .replace(wordLength: 2, tailLength: 2, replacement: "pre"))
    }

    @Test("The tail of a word in an open quote runs to its closing quote, spaces included")
    func tailInQuotes() {
        #expect(TabCompletion.tail(after: #"oat" navy"#, word: #""Wool C"#) == #"oat""#)
        #expect(TabCompletion.tail(after: #"oat Navy" 2"#, word: #"color="Wool"#) == #"oat Navy""#)
        #expect(TabCompletion.tail(after: #"a\"b c" d"#, word: #""x"#) == #"a\"b c""#)
        #expect(TabCompletion.tail(after: "x y", word: #""done" "#.dropLast()) == "x")
    }

    @Test("Candidates in single quotes or with escaped spaces extend the word as in double quotes")
    func singleQuotesAndEscapedSpaces() {
        #expect(
            TabCompletion(candidates: ["'New York'", "'New Jersey'"], replacing: "'Ne")
                == .replace(wordLength: 3, tailLength: 0, replacement: "'New "))
        #expect(
            TabCompletion(candidates: [#"New\ York"#, #"New\ Jersey"#], replacing: "Ne")
                == .replace(wordLength: 2, tailLength: 0, replacement: #"New\ "#))
        // `select Wool|\ Coat x`: the escaped space keeps the tail in the word.
        #expect(TabCompletion.tail(after: #"\ Coat x"#, word: "Wool") == #"\ Coat"#)
    }

    @Test("At the start of a word, or after a space, nothing after the cursor is replaced")
    func noTailOutsideAWord() {
        #expect(TabCompletion.tail(after: "Px", word: "") == "")
        #expect(TabCompletion.tail(after: " twice", word: "cart") == "")
        #expect(TabCompletion.tail(after: "", word: "cart") == "")
    }
}
