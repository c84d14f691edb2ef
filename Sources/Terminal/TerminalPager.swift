import Foundation
import SystemCalls

/// Shows a document longer than the screen a page at a time, in `$PAGER`, else
/// `less -R -F -X`, else nowhere: the caller prints it as it is. Only ever at a terminal, and
/// only for what the person asked to read (`OutputLine.isDocument`).
///
/// `-R` keeps the colours; `-F` quits at once when the text fits after all; `-X` leaves what was
/// shown on the screen, so the document stays in the scrollback after `q` as printed output
/// does. Whatever the pager, it runs with `LESSSECURE=1`: a key typed ahead into it (`s`, `!`,
/// `v`, `|`) can neither write a file nor run a command.
package struct TerminalPager: Sendable {
    /// The shell command to page with; nil when there is none (`PAGER` set empty, or no `less`).
    package let command: String?
    /// The pager's environment, as `NAME=value`: the program's, with `LESSSECURE=1` (and
    /// `LESSCHARSET=utf-8` unless the person chose a charset).
    let environment: [String]

    /// The pager `less` is run as when `PAGER` is unset.
    static let defaultCommand = "less -R -F -X"

    package init(environment: [String: String]) {
        if let pager = environment["PAGER"] {
            command = pager.trimmingCharacters(in: .whitespaces).isEmpty ? nil : pager
        } else {
            let path = environment["PATH"] ?? "/usr/bin:/bin"
            let hasLess = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
            command = hasLess ? Self.defaultCommand : nil
        }
        var secure = environment
        secure["LESSSECURE"] = "1"
        // The program writes UTF-8 whatever the locale says (see `UTF8Locale`); in the C locale
        // `less` would show a `»` as `<C2><BB>`.
        if secure["LESSCHARSET"] == nil { secure["LESSCHARSET"] = "utf-8" }
        self.environment = secure.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// Writes `text` to the pager and waits for the person to leave it; false when it could not
    /// be started or failed at once (then the caller prints the text itself).
    ///
    /// Spawned with `posix_spawn`, not Foundation's `Process`: `Process` puts its child in a
    /// process group of its own, and a pager outside the terminal's foreground group cannot
    /// read keys or set the terminal's mode (`less` gives up at once, and the text is lost).
    package func show(_ text: String) -> Bool {
        guard let command else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        var actions = SystemCalls.newSpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for variable in envp { free(variable) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &envp)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // A pager that quits before reading it all closes the pipe: no SIGPIPE, just stop.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // A Ctrl-C in the pager was the pager's (`less` stops a search with it), not a request
        // to drop what the command prints after the document.
        TerminalSignals.interrupt.store(false, ordering: .sequentiallyConsistent)
        // The shell could not find or run the pager (127, 126): the text was not shown.
        let exitedWith = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 0
        return exitedWith != 126 && exitedWith != 127
    }
}
