import Foundation
import PlaygroundHost

extension SourceFile {
    /// The Swift files of `Sources/` beside the scaffold at `scaffoldPath` (its `#filePath`), read
    /// when `code` first asks: the learner's own code as it is on disk, as `code` shows the
    /// shop's.
    public static func learnerFiles(besideScaffold scaffoldPath: String) -> [SourceFile] {
        let folder = URL(fileURLWithPath: scaffoldPath).deletingLastPathComponent().deletingLastPathComponent()
        let sources = folder.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return SourceFile(path: "Sources/" + name, text: text)
        }
    }
}
