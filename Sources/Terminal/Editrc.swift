import CLibedit
import Foundation
import SafeFile

/// The person's libedit settings: `$EDITRC`, else `~/.editrc`, as libedit itself looks for them,
/// read safely (a regular file only, never blocking on a FIFO) and applied line by line through
/// `EditrcScript`, so a bad line costs a warning that names it, never the program.
enum Editrc {
    /// A larger file is not a settings file.
    static let sizeLimit = 1 << 20

    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["EDITRC"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.editrc"
    }

    static func apply(to editLine: OpaquePointer, warn: (String) -> Void) {
        guard let path = path() else { return }
        let contents: [UInt8]
        do throws(FileWriteError) {
            guard let file = try ReadableFile(path: path, followingLinks: true) else { return }
            guard let bytes = try file.contents(path: path, limit: sizeLimit) else {
                warn("\(path) is larger than \(sizeLimit) bytes; not read")
                return
            }
            contents = bytes
        } catch {
            warn("\(path): \(error.reason); not read")
            return
        }
        apply(EditrcScript(contents), to: editLine) { warn("\(path) " + $0) }
    }

    /// Hands each checked command to libedit; each line left out or refused costs one warning,
    /// "line N: why". libedit's own reader stops at the first refused line; the rest still
    /// apply here.
    static func apply(_ script: EditrcScript, to editLine: OpaquePointer, warn: (String) -> Void) {
        var problems = script.problems.map { ($0.lineNumber, $0.reason) }
        for command in script.commands {
            let arguments = command.words.map { UnsafePointer(strdup($0)) }
            defer { for argument in arguments { free(UnsafeMutablePointer(mutating: argument)) } }
            var argv = arguments + [nil]
            if el_parse(editLine, Int32(arguments.count), &argv) == -1 {
                problems.append((command.lineNumber, "libedit refused it (\(command.words[0]))"))
            }
        }
        for (lineNumber, reason) in problems.sorted(by: { $0.0 < $1.0 }) {
            warn("line \(lineNumber): \(reason); line skipped")
        }
    }
}
