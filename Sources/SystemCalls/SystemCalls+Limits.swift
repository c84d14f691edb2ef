#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SystemCalls {
    /// How many descriptors this process may have open (the soft `RLIMIT_NOFILE`), or nil when
    /// it has no limit or cannot say. Glibc takes the resource as an enum, Darwin as an `Int32`;
    /// Glibc's "no limit" is a macro Swift cannot import (all bits set).
    package static func openFileLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Darwin)
            guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return nil }
            let unlimited = RLIM_INFINITY
        #else
            guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
            let unlimited = rlim_t.max
        #endif
        return limit.rlim_cur == unlimited ? nil : Int(clamping: limit.rlim_cur)
    }
}
