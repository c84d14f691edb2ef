#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The few system calls whose names or types differ between macOS (Darwin) and Linux (Glibc),
/// each with one spelling for both. Everything else the program calls is POSIX, spelled the same
/// on both, and imported directly behind `#if canImport(Darwin) … #elseif canImport(Glibc)`.
/// `scripts/check-portability.sh` (run by `make test`) keeps the other spellings in here.
package enum SystemCalls {}
