// libFuzzer target: the ~/.editrc reader. Any file is checked line by line (`EditrcScript`), and
// every line it lets through goes to a real libedit, as at start-up (`Editrc.apply`). Nothing may
// crash: libedit's own reader crashed on a line with an unterminated quote.
import CLibedit

@testable import Terminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditrc(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let script = EditrcScript(Array(UnsafeRawBufferPointer(start: start, count: count)))
    // A fresh libedit per input (bindings pile up otherwise), on files, never on a terminal.
    guard let input = tmpfile() else { return 0 }
    defer { fclose(input) }
    guard let output = tmpfile() else { return 0 }
    defer { fclose(output) }
    guard let editLine = el_init("fuzz", input, output, output) else { return 0 }
    defer { el_end(editLine) }
    Editrc.apply(script, to: editLine) { _ in }
    return 0
}
