import Glibc

/// Warnings go to stderr, one line each, so they never mix into output a transcript compares.
enum StandardError {
    static func warn(_ programName: String, _ message: String) {
        let line = Array("\(programName): warning: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
