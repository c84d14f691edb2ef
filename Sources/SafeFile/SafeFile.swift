#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Writes files without harming what is already at the path: only regular files, never through
/// a symbolic link it did not ask to follow, always all or nothing. The pieces are
/// `SafeFile.replace` (whole files), `AppendingFile` (records), `FileLock` (read-merge-write)
/// and `SafeFile.regularFileExists` (asking before overwriting).
///
/// POSIX calls throughout, because Foundation does the wrong thing here: `Data.write(to:)`
/// truncates the old file before writing, and its `.atomic` option (like `createFile`) renames
/// a new file over whatever is at the path (a device node, a symbolic link) and drops its owner
/// and mode.
package enum SafeFile {
    /// What to do when the path is a symbolic link.
    package enum SymbolicLinks: Sendable {
        /// Refuse (the default): the link may point anywhere.
        case refuse
        /// Write the file the link points to, keeping the link: for paths the person chose knowingly.
        case writeTarget
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `lstat`, or nil when nothing is there; other failures throw.
    static func status(of path: String) throws(FileWriteError) -> stat? {
        var status = stat()
        if lstat(path, &status) == 0 { return status }
        if errno == ENOENT { return nil }
        throw FileWriteError.fromErrno(path: path)
    }
}
