import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be written, in words a person can act on ("the disk is full"), never
/// a bare errno or NSCocoaErrorDomain code.
public struct FileWriteError: Error, Equatable, Sendable {
    package enum Problem: Equatable, Sendable {
        /// Something other than a regular file is at the path (a device, FIFO, socket, folder).
        case notRegularFile(FileKind)
        /// The path is a symbolic link and the caller did not ask to follow it.
        case symbolicLink
        /// Something other than a folder is where a folder is wanted.
        case notFolder(FileKind)
        /// A folder that holds files this program did not write (`OwnedFolder`), and no list of its own.
        case othersFolder(manifest: String)
        /// A file in an `OwnedFolder` that this program did not write.
        case othersFile
        /// The folder the file would go in does not exist.
        case missingFolder(String)
        /// This process may not create files in the folder the file would go in.
        case folderNotWritable(String)
        /// The file being appended to was replaced by another file at its path.
        case replacedWhileOpen
        /// The file being appended to was removed from its path.
        case removedWhileOpen
        /// The replacement could not be given the owner of the file it replaces.
        case ownerNotKept
        /// Another writer holds the file (a second recorder on the same transcript).
        case inUse
        /// A file read whole is larger than the reader accepts, in bytes.
        case tooLarge(limit: Int)
        /// A system call failed with this errno.
        case system(Int32)
    }

    package let path: String
    package let problem: Problem

    package init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The errno of the last failed call, as a problem; a vanished folder reads as such.
    static func fromErrno(path: String, code: Int32 = errno) -> FileWriteError {
        if code == ENOENT {
            let folder = SafeFile.folder(of: path)
            if access(folder, F_OK) != 0 { return FileWriteError(path: path, problem: .missingFolder(folder)) }
        }
        if code == EISDIR { return FileWriteError(path: path, problem: .notRegularFile(.directory)) }
        return FileWriteError(path: path, problem: .system(code))
    }

    /// One line, naming the path.
    package var message: String {
        switch problem {
        case .notRegularFile(let kind): "\(path) is \(kind.description), not a regular file; give a file path"
        case .symbolicLink: "\(path) is a symbolic link; give the path of the file it points to"
        case .replacedWhileOpen, .removedWhileOpen: "\(path) \(reason.dropFirst("it ".count)); writing stopped"
        default: "cannot write \(path): \(reason)"
        }
    }

    /// Why, without the path: for callers that name the file themselves.
    package var reason: String {
        switch problem {
        case .notRegularFile(let kind): "it is \(kind.description), not a regular file"
        case .symbolicLink: "it is a symbolic link"
        case .notFolder(let kind): "it is \(kind.description), not a folder"
        case .othersFolder(let manifest):
            "it holds files that this program did not write (it has no \(manifest)); give a new or empty folder"
        case .othersFile: "this program did not write it, and keeps it; move it, or give another folder"
        case .missingFolder(let folder): "the folder \(folder) does not exist"
        case .folderNotWritable(let folder): "no permission to create files in the folder \(folder)"
        case .replacedWhileOpen: "it was replaced by another file while being written"
        case .removedWhileOpen: "it was removed while being written"
        case .ownerNotKept: "its replacement could not be given the same owner"
        case .inUse: "another process is writing it"
        case .tooLarge(let limit): "it is larger than \(limit) bytes"
        case .system(let code): Self.words(for: code)
        }
    }

    private static func words(for code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file would be larger than this process may write"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOENT: "a folder on the way does not exist"
        case ENOTDIR: "a part of the path is not a folder"
        case ELOOP: "too many symbolic links on the way"
        case ENAMETOOLONG: "the name is too long"
        case EIO: "the disk reported an input/output error"
        case EBUSY, ETXTBSY: "the file is busy"
        case ENXIO: "no reader is attached to it"
        default: String(cString: strerror(code))
        }
    }
}

/// `localizedDescription` (what callers print) is the message itself.
extension FileWriteError: LocalizedError {
    public var errorDescription: String? { message }
}
