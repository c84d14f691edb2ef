import Glibc
import Synchronization

/// Records SIGINT and SIGHUP so the line reader can tell why `el_gets` was interrupted.
///
/// The handlers are installed without `SA_RESTART`, so the blocked `read` inside `el_gets` fails
/// with EINTR and control comes back to Swift; they only set a flag, the one safe thing to do
/// in a signal handler. libedit (with `EL_SIGNAL`) restores the terminal mode around them.
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
