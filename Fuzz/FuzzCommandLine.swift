// libFuzzer target: lines into the engine (`Session.execute`, so `CommandWords`, the command
// table, prefix matching, every command's argument checks and the renderers).
//
// Each input is up to eight lines, run in one fresh session. A line must answer one error line
// (the last line of its output) or a result with none, and a refused line must leave the app as
// it was (its `appSnapshot()` equal to the one before: the trees, the controls, the model, the
// services and their queues, the live objects); anything else aborts, which libFuzzer reports
// as a crash with the input saved.
import Foundation
import PlaygroundEngine
import ShopHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let session = Session(app: ShopPlaygroundApp.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
        let before = session.appSnapshot()
        let result = session.execute(String(line))
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let errors = lines.filter { $0.hasPrefix("error: ") }.count
        if result.isError {
            if errors != 1 || lines.last?.hasPrefix("error: ") != true {
                fatalError("refused without one closing error line: \(line.debugDescription) -> \(result.output.debugDescription)")
            }
            if session.appSnapshot() != before {
                fatalError("refused but changed the app: \(line.debugDescription)")
            }
        } else if errors != 0 {
            fatalError("succeeded with an error line: \(line.debugDescription) -> \(result.output.debugDescription)")
        }
        if result.shouldQuit { break }
    }
    return 0
}
