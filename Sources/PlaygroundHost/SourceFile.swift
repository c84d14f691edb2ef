import Foundation

/// One file of the app's Swift source as the app ships it, for `code` to cut the piece behind a
/// name (a coordinator's `start`, a message and the `receive` that handles it) at run time, so
/// what it shows is the code that runs.
public struct SourceFile: Sendable, Equatable {
    /// From the package root, as a person finds it (`Sources/ExampleApp/App/Page.swift`).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension SourceFile {
    /// Every Swift file under `folder`, a folder a host ships as a resource of its `bundle`
    /// (`.copy("../ExampleApp")`), each with its path as a person finds it in the package
    /// (`Sources/` + `folder` + its path inside); sorted by path, empty when the bundle lacks it.
    public static func shipped(in bundle: Bundle, folder: String) -> [SourceFile] {
        guard let url = bundle.url(forResource: folder, withExtension: nil) else { return [] }
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let prefix = url.standardizedFileURL.path + "/"
        return files.filter { $0.pathExtension == "swift" }.compactMap { file -> SourceFile? in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            let relative = file.standardizedFileURL.path.replacingOccurrences(of: prefix, with: "")
            return SourceFile(path: "Sources/\(folder)/" + relative, text: text)
        }.sorted { $0.path < $1.path }
    }
}
