import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The lines entered so far, kept by libedit and saved after every line, so a crash or a closed
/// terminal loses nothing.
///
/// Saving merges: under an advisory lock, the file is read again, this session's new lines are
/// added after the ones already there, and the result is written whole through `SafeFile` (a new
/// file renamed over the old, keeping its owner and mode). So two sessions at once keep each
/// other's lines, a full disk leaves the old file whole, and nothing at the path but a regular
/// file is ever written: not a symbolic link (it may point at anybody's file), not `/dev/null`
/// (a common way to say "no history", which means exactly that here), not a FIFO or a device.
///
/// Problems with the file never stop the session: they cost one warning line on stderr, then the
/// session goes on with its history in memory.
final class HistoryStore {
    /// Enough for weeks of exploring; libedit drops the oldest lines beyond it.
    static let defaultCapacity: Int32 = 1000

    /// What the line editor recalls with Up: the file's lines when the session began, then this
    /// session's.
    let history: LibeditHistory
    private let capacity: Int32
    /// Reports a problem in one line (to stderr in the program).
    private let warn: (String) -> Void
    /// Writes a whole file; `SafeFile.replace` but in tests that fill the disk.
    private let replaceFile: (String, [UInt8]) throws -> Void
    /// Nil when history is disabled or the file must not be written.
    private var savePath: String?
    /// Lines entered since the last successful save, oldest first.
    private var unsaved: [String] = []
    /// The last failure reported, so a disk that stays full costs one warning, not one per line.
    private var lastFailure: String?

    /// `file` is an absolute path, or nil to keep history in memory only.
    init(
        file: String?, capacity: Int32 = defaultCapacity, warn: @escaping (String) -> Void,
        replaceFile: @escaping (String, [UInt8]) throws -> Void = { path, bytes in
            try SafeFile.replace(atPath: path, with: bytes, newFileMode: 0o600)
        }
    ) {
        self.capacity = capacity
        history = LibeditHistory(capacity: capacity)
        self.warn = warn
        self.replaceFile = replaceFile
        guard let file, !Self.isNullDevice(file) else { return }
        do {
            if let problem = try read(file, into: history) {
                warn("history file \(file) \(problem); history is kept for this session only")
                return
            }
            try Self.makeFolders(String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)]))
            savePath = file
        } catch {
            warn("history file \(file): \(Self.words(for: error)); history is kept for this session only")
        }
    }

    /// Adds a non-blank line and saves it at once.
    func record(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        history.enter(line)
        guard savePath != nil else { return }
        unsaved.append(line)
        save()
    }

    /// Writes the lines not saved yet after those in the file now (another session's included).
    func save() {
        guard let savePath, !unsaved.isEmpty else { return }
        do {
            try FileLock.withLock(guarding: savePath) {
                let merged = LibeditHistory(capacity: capacity)
                // A file that cannot be read now must not be written over with this session's lines alone.
                if let problem = try read(savePath, into: merged) { throw Unreadable(problem: problem) }
                for line in unsaved { merged.enter(line) }
                guard let bytes = merged.encoded() else { throw FileWriteError(path: savePath, problem: .system(ENOMEM)) }
                try replaceFile(savePath, bytes)
            }
            unsaved = []
            lastFailure = nil
        } catch {
            let failure = Self.words(for: error)
            guard failure != lastFailure else { return }
            lastFailure = failure
            warn("cannot save history to \(savePath): \(failure); the lines stay in memory and are saved with the next one")
        }
    }

    /// At the end of the session: one last try to save the lines held since a failed save, and,
    /// when that fails too, a warning that they are lost (the warning of the failure itself was
    /// given once, long ago maybe, and promised they would be saved later).
    func finish() {
        save()
        guard let savePath, !unsaved.isEmpty else { return }
        let count = unsaved.count
        warn(
            "\(count) line\(count == 1 ? "" : "s") of history could not be saved to \(savePath) (\(lastFailure ?? "it cannot be written")); "
                + "\(count == 1 ? "it is" : "they are") lost as the session ends")
    }

    /// Adds the lines of the history file at `path` to `list`. Returns why not when the file is
    /// there but must not be written over (it cannot be read). A file not in libedit's format is
    /// moved aside (`.corrupt`, `.corrupt-1`, …), with a warning, and counts as empty.
    private func read(_ path: String, into list: LibeditHistory) throws -> String? {
        guard let file = try ReadableFile(path: path, followingLinks: false) else { return nil }
        var header = [UInt8](repeating: 0, count: LibeditHistory.formatHeader.count)
        let count = header.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count == header.count, header == LibeditHistory.formatHeader else {
            guard let aside = Self.moveAside(path) else { return "is unreadable and could not be moved aside" }
            warn("history file \(path) is unreadable; moved it to \(aside) and started a new history")
            return nil
        }
        return list.load(descriptor: file.descriptor) ? nil : "could not be read by libedit"
    }

    /// The file is there but could not be read; `problem` reads after its path.
    private struct Unreadable: Error {
        let problem: String
    }

    /// Whether `path` is the null device (even under another name): nothing to read or keep.
    private static func isNullDevice(_ path: String) -> Bool {
        var status = stat()
        var null = stat()
        return stat(path, &status) == 0 && stat("/dev/null", &null) == 0
            && status.st_mode & S_IFMT == S_IFCHR && status.st_rdev == null.st_rdev
    }

    /// Renames a corrupt file to `<file>.corrupt` (or `.corrupt-N` when that is taken).
    private static func moveAside(_ file: String) -> String? {
        var candidate = file + ".corrupt"
        var attempt = 1
        while access(candidate, F_OK) == 0 {
            candidate = file + ".corrupt-\(attempt)"
            attempt += 1
        }
        return rename(file, candidate) == 0 ? candidate : nil
    }

    /// mkdir -p, each new folder 0700 (history can hold anything typed).
    private static func makeFolders(_ path: String) throws(FileWriteError) {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw FileWriteError(path: current, problem: errno == EACCES ? .folderNotWritable(current) : .system(errno))
            }
        }
        var status = stat()
        guard stat(path.isEmpty ? "/" : path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(path: path, problem: .system(ENOTDIR))
        }
    }

    private static func words(for error: any Error) -> String {
        if let unreadable = error as? Unreadable { return "the file there \(unreadable.problem)" }
        return (error as? FileWriteError)?.reason ?? "\(error)"
    }
}
