#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SystemCalls {
    /// A path that opens the file already open as `descriptor`, for a library that only takes
    /// paths. Linux's `/proc/self/fd/N` opens the file anew (its own offset); macOS's `/dev/fd/N`
    /// duplicates the descriptor, offset shared, so a reader rewinds it first.
    package static func pathOfOpenFile(_ descriptor: Int32) -> String {
        #if canImport(Darwin)
            "/dev/fd/\(descriptor)"
        #else
            "/proc/self/fd/\(descriptor)"
        #endif
    }
}
