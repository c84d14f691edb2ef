import Synchronization
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The signals the program handles itself, instead of libedit (whose `EL_SIGNAL` handling is
/// off: it re-sends every signal to the whole process group, and a Ctrl-C that arrives while it
/// is busy rather than blocked in `read` is lost, so the line it meant to cancel then runs).
///
/// Each handler does only what is safe in a handler: it sets a flag and writes a byte to a pipe
/// (the self-pipe trick). The line reader waits on the terminal and that pipe together, so a
/// signal wakes it whatever libedit was doing when it came; the work (clearing the line,
/// suspending, resizing) is then done outside the handler.
package enum TerminalSignals {
    /// Ctrl-C: set until the next prompt starts.
    static let interrupt = Atomic<Bool>(false)
    /// The terminal went away (SIGHUP).
    static let hangUp = Atomic<Bool>(false)
    /// Ctrl-Z while reading a line (SIGTSTP).
    static let suspend = Atomic<Bool>(false)
    /// Continued after a stop (SIGCONT) while reading a line.
    static let resume = Atomic<Bool>(false)
    /// The window changed size (SIGWINCH) while reading a line.
    static let resize = Atomic<Bool>(false)

    /// Both ends of the self-pipe, non-blocking: a handler never waits, and a full pipe already
    /// says "wake up".
    static let wakeUpPipe: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// SIGINT and SIGHUP set their flags from now on, also while a command runs (so its output
    /// can stop); SIGTERM restores the terminal on its way out. No handler restarts the call it
    /// interrupts (`SystemCalls.setSignalHandler` sets no `SA_RESTART`), so a blocking read
    /// returns, never resumes behind the reader's back.
    static func installForPrompt() {
        // Touch everything a handler uses before any handler can run, so none initialises it.
        interrupt.store(false, ordering: .sequentiallyConsistent)
        hangUp.store(false, ordering: .sequentiallyConsistent)
        _ = startingActions
        _ = wakeUpPipe
        TerminalMode.prepare()
        SystemCalls.setSignalHandler(SIGINT) { _ in TerminalSignals.note(TerminalSignals.interrupt) }
        SystemCalls.setSignalHandler(SIGHUP) { _ in TerminalSignals.note(TerminalSignals.hangUp) }
        SystemCalls.setSignalHandler(SIGTERM) { signal in
            TerminalMode.restore()
            SystemCalls.restoreDefaultAction(signal)
            raise(signal)  // delivered when this handler returns: the default, death by SIGTERM
        }
    }

    /// Ctrl-\ (SIGQUIT) quits at once with status 131 (128 + SIGQUIT), as a shell reports it,
    /// with the terminal as it was found: no crash report (the Swift runtime's backtracer treats
    /// SIGQUIT as a crash and, at a terminal, waits 30 s for a key). For every subcommand.
    package static func installQuitHandler() {
        TerminalMode.prepare()
        SystemCalls.setSignalHandler(SIGQUIT) { _ in
            TerminalMode.restore()
            _exit(128 + SIGQUIT)
        }
    }

    /// While a line is read: Ctrl-Z, continuing and resizing are noted for the reader. Between
    /// lines they have the actions the program started with (a running command is stopped and
    /// continued as any program is), and a signal the program was started ignoring stays ignored.
    static func catchLineEditingSignals(_ catching: Bool) {
        suspend.store(false, ordering: .sequentiallyConsistent)
        resume.store(false, ordering: .sequentiallyConsistent)
        resize.store(false, ordering: .sequentiallyConsistent)
        for (index, signal) in lineEditingSignals.enumerated() {
            if catching && !startingActions[index].isIgnored {
                SystemCalls.setSignalHandler(signal, lineEditingHandlers[index])
            } else {
                sigaction(signal, &startingActions[index].action, nil)
            }
        }
    }

    private static let lineEditingSignals = [SIGTSTP, SIGCONT, SIGWINCH]
    private static let lineEditingHandlers: [@convention(c) (Int32) -> Void] = [
        { _ in TerminalSignals.note(TerminalSignals.suspend) },
        { _ in TerminalSignals.note(TerminalSignals.resume) },
        { _ in TerminalSignals.note(TerminalSignals.resize) },
    ]
    /// What the program started with, read before the first change.
    nonisolated(unsafe) private static var startingActions: [(action: sigaction, isIgnored: Bool)] = lineEditingSignals.map { signal in
        var action = sigaction()
        sigaction(signal, nil, &action)
        return (action, SystemCalls.isIgnored(action))
    }

    /// Empties the self-pipe; the flags say what happened.
    static func drainWakeUps() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeUpPipe.read, &buffer, buffer.count) > 0 {}
    }

    /// The body of every flag-setting handler; keeps `errno` for the code it interrupted.
    private static func note(_ flag: borrowing Atomic<Bool>) {
        let savedErrno = errno
        flag.store(true, ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(wakeUpPipe.write, &byte, 1)
        errno = savedErrno
    }
}
