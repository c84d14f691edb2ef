import Foundation
import SafeFile

/// Keeps progress in a JSON file (`progress.json` in the user's state directory).
///
/// A file that cannot be used (not JSON, or a record no lesson could have) is set aside as
/// `progress.json.corrupt-N` and reported, never fatal and never deleted: the learner starts
/// fresh and every bad copy stays for whoever wants to look at it. Something that is not a
/// regular file there (a FIFO, a device, a symbolic link) is neither read nor replaced.
///
/// Two playgrounds may be open at once: each save takes an advisory lock (`FileLock`), reads
/// the file again and lays this program's changes over it (`LessonProgress.merging`), so
/// neither loses the other's steps. Writes are atomic (`SafeFile.replace`).
package final class FileProgressStore: ProgressStore {
    package let fileURL: URL
    private var path: String { fileURL.path }
    /// This program's progress as it last loaded or saved it: what changed since is its own.
    private var base = LessonProgress()

    /// A progress file is a few kilobytes; anything this large is not one.
    static let sizeLimit = 1 << 20

    package init(fileURL: URL) { self.fileURL = fileURL }

    package func load() -> (progress: LessonProgress, notice: String?) {
        // Locked, so that two programs starting at once do not both set one bad file aside.
        let outcome = (try? FileLock.withLock(guarding: path) { read() }) ?? read()
        base = outcome.progress
        return outcome
    }

    package func save(_ progress: LessonProgress) throws(ProgressStoreError) {
        do {
            try SafeFile.makeFolders(atPath: fileURL.deletingLastPathComponent().path)
            try FileLock.withLock(guarding: path) {
                let onDisk = read().progress
                let merged = onDisk.merging(progress, since: base)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try SafeFile.replace(atPath: path, with: try encoder.encode(merged))
            }
            base = progress
        } catch {
            let reason = (error as? FileWriteError)?.reason ?? "it could not be written as JSON"
            throw ProgressStoreError(message: "warning: lesson progress cannot be saved to \(path) (\(reason)); it lasts until you quit")
        }
    }

    /// The progress in the file, or none; a file that cannot be used is set aside, and the notice
    /// says so.
    private func read() -> (progress: LessonProgress, notice: String?) {
        let bytes: [UInt8]
        do {
            guard let contents = try SafeFile.contentsOfRegularFile(atPath: path, limit: Self.sizeLimit) else {
                return (LessonProgress(), nil)
            }
            bytes = contents
        } catch {
            switch error.problem {
            case .tooLarge:
                return (LessonProgress(), setAside(because: error.reason))
            case .missingFolder, .system(ENOTDIR):
                // No folder, no progress; saving will say why it cannot make one.
                return (LessonProgress(), nil)
            default:
                return (LessonProgress(), "warning: lesson progress in \(path) cannot be read (\(error.reason)); lessons start fresh")
            }
        }
        do {
            return (try LessonProgress(fileContents: bytes), nil)
        } catch {
            return (LessonProgress(), setAside(because: error.reason))
        }
    }

    private func setAside(because reason: String) -> String {
        do {
            let aside = try SafeFile.setAside(atPath: path)
            let name = aside.split(separator: "/").last.map(String.init) ?? aside
            return "warning: lesson progress in \(path) could not be used (\(reason)); it was set aside as \(name) and lessons start fresh"
        } catch {
            return "warning: lesson progress in \(path) could not be used (\(reason)), nor set aside (\(error.reason)); lessons start fresh"
        }
    }
}
