import Glibc
import Synchronization

/// Records SIGINT and SIGHUP so the line reader can tell why `el_gets` was interrupted.
///
/// Inside `el_gets`, libedit's own handler (`EL_SIGNAL`) catches the signal, gives the terminal
/// back its normal mode and re-raises the signal to these handlers; the blocked `read` fails
/// with EINTR and `el_gets` returns. These handlers only set a flag, the one safe thing to do in
/// a signal handler, and never ask for `SA_RESTART`, which would resume a read behind our back.
enum SignalFlags {
    static let interrupt = Atomic<Bool>(false)
    static let hangUp = Atomic<Bool>(false)

    static func install() {
        // Touch the flags before any handler can run, so the handlers never initialise them.
        interrupt.store(false, ordering: .sequentiallyConsistent)
        hangUp.store(false, ordering: .sequentiallyConsistent)
        setHandler(for: SIGINT) { _ in SignalFlags.interrupt.store(true, ordering: .sequentiallyConsistent) }
        setHandler(for: SIGHUP) { _ in SignalFlags.hangUp.store(true, ordering: .sequentiallyConsistent) }
    }

    private static func setHandler(for signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // deliberately no SA_RESTART
        sigaction(signal, &action, nil)
    }
}
