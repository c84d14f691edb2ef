// The terminal's line editor on its own, for tests that need it to be busy at a moment they
// choose, or to complete from words they choose.
//
// By default TAB runs a completer that takes as long as the test wants. It says "completing…",
// then works until a Ctrl-C reaches the program (or ten seconds pass), as a completer over a
// huge app would still be working when the person gives up; then it offers one candidate.
// `LineEditorHarness --words WORD...`: TAB offers at once the WORDs that start with the word
// before the cursor (the text after its last space).
//
// Each line read is printed as `line: TEXT` (the text in brackets, `line: [TEXT]`, with
// `--words`, so trailing spaces show), a cancelled one as `interrupted`.
import Terminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

let editor = LineEditor(programName: "line-editor-harness", historyFile: nil)
let arguments = CommandLine.arguments.dropFirst()
let words = arguments.first == "--words" ? Array(arguments.dropFirst()) : nil
if let words {
    editor.completer = { textBeforeCursor in
        let partial = textBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
        return (words.filter { $0.hasPrefix(partial) }, partial.unicodeScalars.count)
    }
} else {
    editor.completer = { _ in
        print("completing…")
        let deadline = ContinuousClock.now + .seconds(10)
        while !editor.wasInterrupted && ContinuousClock.now < deadline {
            poll(nil, 0, 5)
        }
        return (["completed"], 0)
    }
}
loop: while true {
    switch editor.readLine(prompt: "harness> ") {
    case .line(let text): editor.output.show(words == nil ? "line: \(text)" : "line: [\(text)]")
    case .interrupted: editor.output.show("interrupted")
    case .endOfInput: break loop
    }
}
