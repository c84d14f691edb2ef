import Foundation
import PseudoTerminalSupport
import TestSupport

/// The built program running in its own session on a pseudo-terminal: what a person at a
/// terminal emulator sees and types, including Ctrl-C sent through the terminal (not `kill`).
///
/// Synchronisation is by waiting for output, never by sleeping.
final class TerminalProgram {
    /// Long enough for a loaded two-core machine; a passing test never waits for it.
    static let timeout: Duration = .seconds(10)

    private let pid: pid_t
    private let master: Int32
    private var received: [UInt8] = []
    /// Where the next `expect` starts looking: each match consumes the output before it.
    private var searchStart = 0
    private var reachedEndOfOutput = false
    private var exitStatus: Int32?
    private var terminalClosed = false

    /// Everything the terminal showed so far, escapes included.
    var output: String { String(decoding: received, as: UTF8.self) }

    /// Starts the program, or with `executable` another one built beside the tests (or any, by
    /// its absolute path), on a terminal of `rows` by `columns`, in `directory` (else the tests' own).
    init(
        executable name: String = BuiltProgram.name, arguments: [String] = [], environment: [String: String],
        directory: URL? = nil, rows: Int = 24, columns: Int = 80
    ) throws {
        let executable = name.hasPrefix("/") ? name : try BuiltProgram.url(of: name).path
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var master: Int32 = -1
        var pid: pid_t = 0
        let error = withCStringArray(argv) { argv in
            withCStringArray(envp) { envp in
                pts_spawn(executable, argv, envp, directory?.path, numericCast(rows), numericCast(columns), &master, &pid)
            }
        }
        guard error == 0 else { throw TerminalProgramError.spawnFailed(String(cString: strerror(error))) }
        self.master = master
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if !terminalClosed {
            close(master)
        }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            written += count
        }
    }

    /// The program's process id.
    var processID: pid_t { pid }

    /// Sends `signal` to the program, as `kill` does (not through the terminal).
    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// The terminal's mode now (its termios, what `stty -a` shows); nil once it is closed.
    func terminalMode() -> termios? {
        guard !terminalClosed else { return nil }
        var mode = termios()
        return tcgetattr(master, &mode) == 0 ? mode : nil
    }

    /// Sends the control character for `letter`, as the terminal does for Ctrl+letter.
    func sendControl(_ letter: Character) {
        let code = letter.uppercased().unicodeScalars.first!.value - 0x40
        send(String(UnicodeScalar(UInt8(code))))
    }

    /// Waits until `text` appears after the previous match.
    func expect(_ text: String) throws {
        let wanted = Array(text.utf8)
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            if let range = received[searchStart...].firstRange(of: wanted) {
                searchStart = range.upperBound
                return
            }
            guard !reachedEndOfOutput, ContinuousClock.now < deadline else {
                throw TerminalProgramError.notSeen(text, output: output)
            }
            readAvailable(until: deadline)
        }
    }

    /// Waits for the prompt, then until the line editor is waiting for a key. The prompt's
    /// colour (reset before its trailing space) is not part of what is looked for.
    func expectPrompt(_ prompt: String) throws {
        try expectIgnoringColour(prompt)
        try waitUntilWaitingForKey()
    }

    /// Waits until `text` appears after the previous match, colour escapes inside it skipped.
    func expectIgnoringColour(_ text: String) throws {
        let wanted = Array(text.utf8)
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            if let end = Self.endOfMatch(of: wanted, in: received, from: searchStart) {
                searchStart = end
                break
            }
            guard !reachedEndOfOutput, ContinuousClock.now < deadline else {
                throw TerminalProgramError.notSeen(text, output: output)
            }
            readAvailable(until: deadline)
        }
    }

    /// Where the first occurrence of `wanted` at or after `start` ends, skipping colour escapes
    /// (`ESC [ ... m`) in `bytes`.
    static func endOfMatch(of wanted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !wanted.isEmpty else { return start }
        var first = start
        while first < bytes.count {
            var index = first
            var matched = 0
            while matched < wanted.count, index < bytes.count {
                if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "["), matched > 0 {
                    var end = index + 2
                    while end < bytes.count, bytes[end] != UInt8(ascii: "m"), end - index < 16 { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                        index = end + 1
                        continue
                    }
                }
                guard bytes[index] == wanted[matched] else { break }
                matched += 1
                index += 1
            }
            if matched == wanted.count { return index }
            first += 1
        }
        return nil
    }

    /// Waits until the program is blocked reading the terminal key by key.
    ///
    /// Output alone is not enough: libedit shows the prompt (or echoes a key) a moment before it
    /// leaves the terminal's line mode and waits for a key. A Ctrl-D in that moment is a
    /// line-mode end of file. A person never types that fast. (Tests that want the program busy
    /// when a key comes say so, and do not wait.)
    func waitUntilWaitingForKey() throws {
        let deadline = ContinuousClock.now + Self.timeout
        while !isWaitingForKey() {
            guard !reachedEndOfOutput, ContinuousClock.now < deadline else {
                throw TerminalProgramError.notSeen("the program waiting for a key", output: output)
            }
            readAvailable(until: min(deadline, ContinuousClock.now + .milliseconds(5)))
        }
    }

    /// The line reader waits in `poll` on two descriptors, the terminal and the signals'
    /// self-pipe, with no time limit. Without /proc to ask (macOS): libedit's mode, and a
    /// tenth of a second with nothing more printed.
    private func isWaitingForKey() -> Bool {
        var mode = termios()
        guard tcgetattr(master, &mode) == 0, mode.c_lflag & tcflag_t(ICANON) == 0 else { return false }
        guard ProcFileSystem.isAvailable else {
            let printed = received.count
            readAvailable(until: ContinuousClock.now + .milliseconds(100))
            return received.count == printed
        }
        guard let syscall = ProcFileSystem.read("\(pid)/syscall") else { return false }
        let fields = syscall.split(separator: " ")
        return fields.count > 3 && fields[0] == Self.pollSyscallNumber && fields[2] == "0x2" && fields[3] == Self.noTimeLimit
    }

    #if arch(x86_64)
        private static let pollSyscallNumber = "7"  // poll(fds, 2, -1)
        private static let noTimeLimit = "0xffffffff"  // the int -1
    #elseif arch(arm64)
        private static let pollSyscallNumber = "73"  // ppoll(fds, 2, NULL, ...)
        private static let noTimeLimit = "0x0"
    #endif

    /// Waits, reading nothing, until the program is blocked writing to the terminal because
    /// nobody reads it: it is in the middle of printing a long output.
    func waitUntilBlockedWriting() throws {
        let deadline = ContinuousClock.now + Self.timeout
        guard ProcFileSystem.isAvailable else {
            poll(nil, 0, 1000)  // no /proc to ask (macOS): a second fills the terminal's buffer
            return
        }
        while true {
            if let syscall = ProcFileSystem.read("\(pid)/syscall"),
                syscall.hasPrefix("\(Self.writeSyscallNumber) 0x1 ")
            {
                return  // write(1, ...) and still in it
            }
            guard ContinuousClock.now < deadline else {
                throw TerminalProgramError.notSeen("the program blocked writing its output", output: output)
            }
            poll(nil, 0, 5)
        }
    }

    #if arch(x86_64)
        private static let writeSyscallNumber = 1
    #elseif arch(arm64)
        private static let writeSyscallNumber = 64
    #endif

    /// Reads to the end of output and returns the exit status (128 + signal when killed).
    func waitForExit() throws -> Int32 {
        let deadline = ContinuousClock.now + Self.timeout
        while !reachedEndOfOutput {
            guard ContinuousClock.now < deadline else { throw TerminalProgramError.stillRunning(output: output) }
            readAvailable(until: deadline)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        exitStatus = Self.exitStatus(fromWaitStatus: status)
        return exitStatus!
    }

    /// Closes the terminal, as closing the emulator's window does (the kernel sends SIGHUP),
    /// and returns the exit status.
    func hangUp() throws -> Int32 {
        close(master)
        terminalClosed = true
        let deadline = ContinuousClock.now + Self.timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else { throw TerminalProgramError.stillRunning(output: output) }
            poll(nil, 0, 5)  // nothing to read any more: wait a little for the exit
        }
        exitStatus = Self.exitStatus(fromWaitStatus: status)
        return exitStatus!
    }

    private static func exitStatus(fromWaitStatus status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private func readAvailable(until deadline: ContinuousClock.Instant) {
        let remaining = max(0, (deadline - ContinuousClock.now) / .milliseconds(1))
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(min(remaining, 1000))) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
            received += buffer[..<count]
        } else if count == 0 || errno != EINTR && errno != EAGAIN {
            reachedEndOfOutput = true  // EIO: every process holding the terminal has gone
        }
    }
}

enum TerminalProgramError: Error, CustomStringConvertible {
    case spawnFailed(String)
    case notSeen(String, output: String)
    case stillRunning(output: String)

    var description: String {
        switch self {
        case .spawnFailed(let reason):
            "could not start the program: \(reason)"
        case .notSeen(let text, let output):
            "did not see \(text.debugDescription) within \(TerminalProgram.timeout); the terminal showed:\n\(output.debugDescription)"
        case .stillRunning(let output):
            "the program did not exit within \(TerminalProgram.timeout); the terminal showed:\n\(output.debugDescription)"
        }
    }
}

/// Calls `body` with a NULL-terminated C array of C strings.
private func withCStringArray<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
