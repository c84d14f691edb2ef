import Foundation

/// Which files a replay covers: each path that is a folder contributes every `*.transcript` file
/// beneath it (recursively); any other path is taken as a transcript as given, so a mistyped or
/// unreadable file is reported as a problem of that file rather than silently skipped.
enum TranscriptFiles {
    static let fileExtension = "transcript"

    /// The files, deduplicated and sorted by path, so reports read the same on every run; and
    /// the folders that hold none, which a replay reports as failures: CI pointed at the wrong
    /// folder must not pass by replaying nothing.
    static func collect(paths: [String]) -> (files: [String], emptyFolders: [String]) {
        var files = Set<String>()
        var emptyFolders: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = transcripts(inFolder: path)
                if found.isEmpty { emptyFolders.append(path) }
                files.formUnion(found)
            } else {
                files.insert(path)
            }
        }
        return (files.sorted(), emptyFolders)
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
