#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The C library's own functions, for code inside a type whose methods share their names (where
/// `write` alone would mean the method): one spelling instead of `Glibc.write` or `Darwin.write`.
extension SystemCalls {
    @discardableResult
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #else
            Glibc.write(descriptor, bytes, count)
        #endif
    }

    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.close(descriptor)
        #else
            Glibc.close(descriptor)
        #endif
    }

    @discardableResult
    package static func recv(_ socket: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Darwin)
            Darwin.recv(socket, buffer, count, flags)
        #else
            Glibc.recv(socket, buffer, count, flags)
        #endif
    }

    @discardableResult
    package static func socket(_ domain: Int32, _ type: Int32, _ protocol: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.socket(domain, type, `protocol`)
        #else
            Glibc.socket(domain, type, `protocol`)
        #endif
    }

    @discardableResult
    package static func connect(_ socket: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        #if canImport(Darwin)
            Darwin.connect(socket, address, length)
        #else
            Glibc.connect(socket, address, length)
        #endif
    }

    @discardableResult
    package static func listen(_ socket: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.listen(socket, backlog)
        #else
            Glibc.listen(socket, backlog)
        #endif
    }

    /// Restores `signal`'s default action.
    package static func restoreDefaultAction(_ signal: Int32) {
        #if canImport(Darwin)
            _ = Darwin.signal(signal, SIG_DFL)
        #else
            _ = Glibc.signal(signal, SIG_DFL)
        #endif
    }
}
