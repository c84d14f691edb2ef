import Foundation

/// Shows text longer than the screen a page at a time, in `$PAGER`, else `less -R` (which
/// keeps the colours), else nowhere: the caller prints it as it is. Only ever at a terminal.
public struct TerminalPager: Sendable {
    /// The shell command to page with; nil when there is none (`PAGER` set empty, or no `less`).
    public let command: String?

    public init(environment: [String: String]) {
        if let pager = environment["PAGER"] {
            command = pager.trimmingCharacters(in: .whitespaces).isEmpty ? nil : pager
            return
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let hasLess = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
        command = hasLess ? "less -R" : nil
    }

    /// Writes `text` to the pager and waits for the person to leave it; false when it could not
    /// be started (then nothing was shown).
    public func show(_ text: String) -> Bool {
        guard let command else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        // A pager that quits before reading it all closes the pipe: no SIGPIPE, just stop.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let bytes = Array(text.utf8)
        var written = 0
        let descriptor = input.fileHandleForWriting.fileDescriptor
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
