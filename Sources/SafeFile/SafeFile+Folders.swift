#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SafeFile {
    /// Makes the folder at `path` and any missing folders above it (`mkdir -p`), each new one
    /// with `mode` (less the umask); folders already there are left as they are. A problem names
    /// `path` as given.
    package static func makeFolders(atPath path: String, mode: mode_t = 0o700) throws(FileWriteError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, mode) != 0 && errno != EEXIST {
                throw errno == EACCES
                    ? FileWriteError(path: path, problem: .folderNotWritable(folder(of: current)))
                    : FileWriteError(path: path, problem: .system(errno))
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileWriteError.fromErrno(path: path) }
        guard FileKind(mode: status.st_mode) == .directory else { throw FileWriteError(path: path, problem: .system(ENOTDIR)) }
    }
}
