#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SystemCalls {
    /// `SOCK_STREAM` as `socket` takes it: Glibc imports it as an enum case, Darwin as an `Int32`.
    package static var streamSocket: Int32 {
        #if canImport(Darwin)
            SOCK_STREAM
        #else
            Int32(SOCK_STREAM.rawValue)
        #endif
    }

    /// A connected pair of Unix stream sockets, both closed on `exec`, as `socketpair` fills its
    /// array; nil with `errno` set. Darwin has no `SOCK_CLOEXEC`: there the flag is set just
    /// after (this program spawns no other child while it makes the pair).
    package static func socketPair() -> [Int32]? {
        var ends: [Int32] = [-1, -1]
        #if canImport(Darwin)
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #else
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
                return nil
            }
        #endif
        return ends
    }

    /// `send` that returns `EPIPE` instead of raising SIGPIPE when the other end has gone:
    /// `MSG_NOSIGNAL` in Linux, the socket's `SO_NOSIGPIPE` option in Darwin (which has no
    /// `MSG_NOSIGNAL`).
    package static func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            return send(socket, bytes.baseAddress, bytes.count, 0)
        #else
            return send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #endif
    }
}
