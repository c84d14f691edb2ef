#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SystemCalls {
    /// Installs `handler` for `signal` with an empty mask and no flags (so no `SA_RESTART`: a
    /// blocking call the signal interrupts returns), and unblocks the signal in this thread: a
    /// program started with it blocked (some launchers and test runners block SIGINT) would
    /// otherwise never see it. The handler sits in a union whose field names differ:
    /// `__sigaction_handler.sa_handler` in Glibc, `__sigaction_u.__sa_handler` in Darwin.
    package static func setSignalHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether `action` (as `sigaction` read it) ignores its signal.
    package static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
