import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A pipe whose read end turns readable for good once `raise` is called, so every `poll` that
/// watches it wakes, the ones waiting now and any made later: the one way to end a thread that
/// waits on a socket that stays silent.
final class StopSignal: Sendable {
    /// The end to watch for `POLLIN`.
    let descriptor: Int32
    private let raisingEnd: Int32

    init() throws(PolledSocket.Failure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .failed(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        raisingEnd = ends[1]
    }

    /// Wakes every watcher. The byte is never read, so raising twice changes nothing.
    func raise() {
        var byte: UInt8 = 1
        SystemCalls.write(raisingEnd, &byte, 1)
    }

    deinit {
        SystemCalls.close(descriptor)
        SystemCalls.close(raisingEnd)
    }
}
