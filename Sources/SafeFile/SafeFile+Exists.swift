#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SafeFile {
    /// Whether a regular file is at `path` (a symbolic link is not followed), so a front end can
    /// ask before overwriting it. Anything else there is for the writer to refuse.
    package static func regularFileExists(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && FileKind(mode: status.st_mode) == .regularFile
    }
}
