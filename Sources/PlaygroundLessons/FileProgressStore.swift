import Foundation

/// Keeps progress in a JSON file (`progress.json` in the user's state directory). A file that
/// cannot be read is renamed `.corrupt` and reported, never fatal: the learner starts fresh and
/// the old file stays for whoever wants to look at it.
public final class FileProgressStore: ProgressStore {
    public let fileURL: URL

    public init(fileURL: URL) { self.fileURL = fileURL }

    public func load() -> (progress: LessonProgress, notice: String?) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return (LessonProgress(), nil) }
        do {
            let data = try Data(contentsOf: fileURL)
            return (try JSONDecoder().decode(LessonProgress.self, from: data), nil)
        } catch {
            return (LessonProgress(), setAside())
        }
    }

    private func setAside() -> String {
        let corrupt = fileURL.appendingPathExtension("corrupt")
        do {
            if FileManager.default.fileExists(atPath: corrupt.path) {
                try FileManager.default.removeItem(at: corrupt)
            }
            try FileManager.default.moveItem(at: fileURL, to: corrupt)
            return
                "warning: lesson progress in \(fileURL.path) could not be read; it was set aside as \(corrupt.lastPathComponent) and lessons start fresh"
        } catch {
            return "warning: lesson progress in \(fileURL.path) could not be read, nor set aside; lessons start fresh"
        }
    }

    public func save(_ progress: LessonProgress) throws(ProgressStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(progress).write(to: fileURL, options: .atomic)
        } catch {
            throw ProgressStoreError(message: "warning: lesson progress cannot be saved to \(fileURL.path); it lasts until you quit")
        }
    }
}
