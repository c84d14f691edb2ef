#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SafeFile {
    /// Moves the file at `path` out of the way, to the first free `<path>.corrupt-N` (N from 1),
    /// and returns the new path. Never replaces anything: every copy set aside stays, so a second
    /// bad file cannot cost the first. A hard link then an unlink, because `link` fails when the
    /// name is taken where `rename` would silently replace it.
    package static func setAside(atPath path: String) throws(FileWriteError) -> String {
        for number in 1...10_000 {
            let candidate = path + ".corrupt-\(number)"
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else {
                    let code = errno
                    unlink(candidate)
                    throw FileWriteError.fromErrno(path: path, code: code)
                }
                syncFolder(of: path)
                return candidate
            }
            guard errno == EEXIST else { throw FileWriteError.fromErrno(path: path) }
        }
        throw FileWriteError(path: path, problem: .system(EEXIST))
    }
}
