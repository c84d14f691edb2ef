// The terminal's line editor on its own, for tests that need it to be busy at a moment they
// choose: TAB runs a completer that takes as long as the test wants. It says "completing…",
// then works until a Ctrl-C reaches the program (or ten seconds pass), as a completer over a
// huge app would still be working when the person gives up; then it offers one candidate.
//
// Each line read is printed as `line: TEXT`, a cancelled one as `interrupted`.
import Glibc
import Terminal

let editor = LineEditor(programName: "line-editor-harness", historyFile: nil)
editor.completer = { _ in
    print("completing…")
    let deadline = ContinuousClock.now + .seconds(10)
    while !editor.wasInterrupted && ContinuousClock.now < deadline {
        poll(nil, 0, 5)
    }
    return (["completed"], 0)
}
loop: while true {
    switch editor.readLine(prompt: "harness> ") {
    case .line(let text): editor.output.show("line: \(text)")
    case .interrupted: editor.output.show("interrupted")
    case .endOfInput: break loop
    }
}
