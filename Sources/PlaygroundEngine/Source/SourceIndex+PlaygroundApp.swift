import PlaygroundHost
import SourceReading
import Synchronization

/// An app's shipped source, read by `SourceReading`, which knows Swift files and nothing of apps.
extension SourceIndex {
    /// `library`: the source of the library the app is built on, after the app's.
    init(_ sourceFiles: [SourceFile], library: [SourceFile] = []) {
        self.init(sourceFiles.map { ($0.path, $0.text) }, library: library.map { ($0.path, $0.text) })
    }

    /// The index of `app`'s source, parsed on first use; under the lock, so sessions of one app
    /// on several threads (a parallel replay) parse it once.
    static func index(for app: any PlaygroundApp.Type) -> SourceIndex {
        let key = ObjectIdentifier(app)
        return indexes.withLock { made in
            if let index = made[key] { return index }
            let index = SourceIndex(app.sourceFiles, library: app.librarySourceFiles)
            made[key] = index
            return index
        }
    }

    private static let indexes = Mutex<[ObjectIdentifier: SourceIndex]>([:])
}
