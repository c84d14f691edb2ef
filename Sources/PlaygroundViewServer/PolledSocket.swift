import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A socket's descriptor, non-blocking, that its one thread reads and writes, waiting in `poll`
/// when the socket is not ready: until a deadline at most, and never past a `StopSignal`. The
/// wait is the kernel's alone, so nothing outlives the descriptor to catch its number's next
/// owner (see `BoundedFront` for why that matters).
struct PolledSocket: Sendable {
    enum Failure: Error, Equatable {
        /// The other end closed.
        case closed
        case timedOut
        case stopped
        case failed(Int32)
    }

    let descriptor: Int32

    /// Takes `descriptor` over: sets it non-blocking and closed on `exec`.
    init(adopting descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    func close() {
        SystemCalls.close(descriptor)
    }

    /// Sends each part of a reply as soon as it is written: a page's picture goes out in several
    /// writes, and the last would otherwise wait for the page's delayed acknowledgement of the
    /// first (Nagle's algorithm), 40 ms here.
    func sendAtOnce() {
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// What has come, up to `count` bytes, or nil when nothing has yet.
    func receive(atMost count: Int) throws(Failure) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { SystemCalls.recv(descriptor, $0.baseAddress, count, 0) }
            if got > 0 { return Array(buffer[..<got]) }
            if got == 0 { throw .closed }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return nil }
            throw .failed(code)
        }
    }

    /// What has come, up to `count` bytes, waiting for something until `deadline` (nil: no end).
    func read(atMost count: Int, until deadline: ContinuousClock.Instant?, stop: StopSignal) throws(Failure) -> [UInt8] {
        while true {
            if let bytes = try receive(atMost: count) { return bytes }
            _ = try Self.wait(for: [(self, Int16(POLLIN))], until: deadline, stop: stop)
        }
    }

    /// Sends all of `bytes`, waiting for room until `deadline` (nil: no end).
    func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant?, stop: StopSignal) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { SystemCalls.sendWithoutSignal(descriptor, UnsafeRawBufferPointer(rebasing: $0[sent...])) }
            if result >= 0 {
                sent += result
                continue
            }
            let code = errno
            if code == EINTR { continue }
            guard code == EAGAIN || code == EWOULDBLOCK else { throw .failed(code) }
            _ = try Self.wait(for: [(self, Int16(POLLOUT))], until: deadline, stop: stop)
        }
    }

    /// Waits until one of `sockets` is ready for its events (or has closed or failed, which the
    /// next call on it tells), and says which are.
    static func wait(
        for sockets: [(socket: PolledSocket, events: Int16)], until deadline: ContinuousClock.Instant?, stop: StopSignal
    ) throws(Failure) -> [Bool] {
        var watched = sockets.map { pollfd(fd: $0.socket.descriptor, events: $0.events, revents: 0) }
        watched.append(pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0))
        while true {
            let timeout = milliseconds(until: deadline)
            let result = poll(&watched, nfds_t(watched.count), timeout)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .failed(code)
            }
            if watched[sockets.count].revents != 0 { throw .stopped }
            if result > 0 { return watched.dropLast().map { $0.revents != 0 } }
            if timeout == 0 { throw .timedOut }
        }
    }

    /// `poll`'s timeout for `deadline`: rounded up, so a wait never ends just before it.
    private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = deadline - .now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
