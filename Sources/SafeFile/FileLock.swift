#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// An advisory lock (`flock`) for read-merge-write: two processes saving the same file (history,
/// lesson progress) take turns, so neither loses the other's additions.
///
/// The lock is on a companion file, `<path>.lock`, never on the file itself: `SafeFile.replace`
/// renames a new file over the path, and a lock on the old file would not stop a second writer
/// that opened the new one.
package final class FileLock {
    private let lockPath: String
    private let descriptor: Int32

    /// Opens (or creates, mode 0600) the lock file for `path`, without locking yet.
    package init(guarding path: String) throws(FileWriteError) {
        lockPath = path + ".lock"
        if let status = try SafeFile.status(of: lockPath) {
            let kind = FileKind(mode: status.st_mode)
            guard kind == .regularFile else {
                throw FileWriteError(path: lockPath, problem: kind == .symbolicLink ? .symbolicLink : .notRegularFile(kind))
            }
        }
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw errno == ELOOP ? FileWriteError(path: lockPath, problem: .symbolicLink) : FileWriteError.fromErrno(path: lockPath)
        }
    }

    /// Closing releases the lock, if held.
    deinit {
        close(descriptor)
    }

    /// Waits until this holder has the lock.
    package func lock() throws(FileWriteError) {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileWriteError.fromErrno(path: lockPath) }
        }
    }

    /// Takes the lock if nobody holds it; false if somebody does.
    func tryLock() -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    package func unlock() {
        flock(descriptor, LOCK_UN)
    }

    /// Runs `body` holding the lock for `path`: read the file, merge, `SafeFile.replace` it.
    package static func withLock<T>(guarding path: String, _ body: () throws -> T) throws -> T {
        let lock = try FileLock(guarding: path)
        try lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
