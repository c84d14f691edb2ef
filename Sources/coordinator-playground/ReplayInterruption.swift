import Synchronization
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C during `replay`: the first one asks the replay to stop after the files under way (a
/// flag the replay reads between files) and gives SIGINT back its default action, so a second
/// Ctrl-C ends the program at once.
enum ReplayInterruption {
    private static let flag = Atomic<Bool>(false)

    static var isInterrupted: Bool { flag.load(ordering: .sequentiallyConsistent) }

    static func install() {
        flag.store(false, ordering: .sequentiallyConsistent)  // touched before any handler runs
        SystemCalls.setSignalHandler(SIGINT) { _ in
            ReplayInterruption.flag.store(true, ordering: .sequentiallyConsistent)
            signal(SIGINT, SIG_DFL)  // async-signal-safe: the next Ctrl-C is not caught
        }
    }
}
