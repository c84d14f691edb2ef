import SystemCalls
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The one installer both the prompt and `replay` use: a signal the program was started with
/// blocked (some launchers and test runners block SIGINT) is seen once a handler is installed.
struct SignalHandlerTests {
    @Test func installingAHandlerUnblocksTheSignal() {
        // SIGUSR2: a signal nothing else in the tests catches or sends.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR2)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        defer { SystemCalls.restoreDefaultAction(SIGUSR2) }

        SystemCalls.setSignalHandler(SIGUSR2) { _ in }

        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        #expect(sigismember(&current, SIGUSR2) == 0)
    }
}
