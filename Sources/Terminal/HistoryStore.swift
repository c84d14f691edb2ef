import CLibedit
import Glibc

/// The lines entered so far, kept by libedit and saved after every line, so a crash or a closed
/// terminal loses nothing.
///
/// Problems with the file never stop the session: they cost one warning line on stderr, then
/// the session goes on without saving (an unwritable directory) or with an empty history
/// (a corrupt file, moved aside so nothing is lost).
final class HistoryStore {
    /// Enough for weeks of exploring; libedit drops the oldest lines beyond it.
    static let capacity: Int32 = 1000

    let history: OpaquePointer
    /// Reports a problem in one line (to stderr in the program).
    private let warn: (String) -> Void
    /// Nil when history is disabled or the file cannot be written.
    private var savePath: String?

    /// `file` is an absolute path, or nil to keep history in memory only.
    init(file: String?, warn: @escaping (String) -> Void) {
        history = history_init()
        self.warn = warn
        cpg_history_set_size(history, Self.capacity)
        cpg_history_set_unique(history, 1)
        guard let file else { return }
        guard loadHistory(from: file), prepareForSaving(file) else { return }
        savePath = file
    }

    deinit {
        history_end(history)
    }

    /// Adds a non-blank line and saves the whole history at once.
    func record(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        cpg_history_enter(history, line)
        save()
    }

    func save() {
        guard let savePath else { return }
        if cpg_history_save(history, savePath) < 0 {
            warn("cannot save history to \(savePath): \(String(cString: strerror(errno))); history will not be saved")
            self.savePath = nil
        }
    }

    /// Loads an existing file. Returns false when the file exists but must not be written to.
    private func loadHistory(from file: String) -> Bool {
        var status = stat()
        guard stat(file, &status) == 0, status.st_size > 0 else { return true }
        guard access(file, R_OK) == 0 else {
            warn("cannot read history file \(file): \(String(cString: strerror(errno))); history will not be saved")
            return false
        }
        if cpg_history_load(history, file) >= 0 { return true }
        cpg_history_clear(history)
        guard let asidePath = moveAside(file) else {
            warn("history file \(file) is unreadable and could not be moved aside; history will not be saved")
            return false
        }
        warn("history file \(file) is unreadable; moved it to \(asidePath) and started a new history")
        return true
    }

    /// Renames a corrupt file to `<file>.corrupt` (or `.corrupt-N` when that is taken).
    private func moveAside(_ file: String) -> String? {
        var candidate = file + ".corrupt"
        var attempt = 1
        while access(candidate, F_OK) == 0 {
            candidate = file + ".corrupt-\(attempt)"
            attempt += 1
        }
        return rename(file, candidate) == 0 ? candidate : nil
    }

    /// Creates the directory and the file (mode 0600: history can hold anything typed).
    private func prepareForSaving(_ file: String) -> Bool {
        let directory = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
        if let failure = Self.makeDirectories(directory) {
            warn("cannot create history directory \(directory): \(failure); history will not be saved")
            return false
        }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            warn("cannot write history file \(file): \(String(cString: strerror(errno))); history will not be saved")
            return false
        }
        close(descriptor)
        return true
    }

    /// mkdir -p with mode 0700; returns the first failure's reason.
    private static func makeDirectories(_ path: String) -> String? {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                return String(cString: strerror(errno))
            }
        }
        var status = stat()
        if stat(path.isEmpty ? "/" : path, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
            return String(cString: strerror(ENOTDIR))
        }
        return nil
    }
}
