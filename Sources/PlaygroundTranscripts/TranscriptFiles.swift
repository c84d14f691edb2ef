import Foundation

/// Which files a replay covers: each path that is a folder contributes every `*.transcript` file
/// beneath it (recursively); any other path is taken as a transcript as given, so a mistyped or
/// unreadable file is reported as a problem of that file rather than silently skipped.
enum TranscriptFiles {
    static let fileExtension = "transcript"

    /// The files, deduplicated and sorted by path, so reports read the same on every run.
    static func collect(paths: [String]) -> [String] {
        var files = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files.formUnion(transcripts(inFolder: path))
            } else {
                files.insert(path)
            }
        }
        return files.sorted()
    }

    private static func transcripts(inFolder folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix("." + fileExtension) }
            .map { base.appendingPathComponent($0).relativePath }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }
}
