#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A folder the program fills with files of its own and fills again on a later run, without
/// ever replacing a file it did not write there. It is either new (made here, its parent must
/// exist, as for any file written), empty, or one it wrote before, known by a list of the
/// files it wrote (`manifestName`) that it keeps in the folder. Only the files on that list are
/// ever replaced; everything else in the folder is kept. The folder is never a symbolic link,
/// and every file goes through `SafeFile.replace` (regular files only, all or nothing).
package struct OwnedFolder {
    package let path: String
    private let manifestName: String
    /// The files written here before, by the list in the folder.
    private var ownNames: Set<String>

    /// The longest list read back: far more names than a run writes.
    private static let manifestLimit = 1 << 20

    /// Takes the folder at `path`, making it (one level) when nothing is there. Refuses a
    /// folder that holds files but no list of its own, a symbolic link, and anything else
    /// that is not a folder.
    package init(claiming path: String, manifestName: String, newFolderMode: mode_t = 0o755) throws(FileWriteError) {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.path = path
        self.manifestName = manifestName
        guard let status = try SafeFile.status(of: path) else {
            guard mkdir(path, newFolderMode) == 0 else {
                switch errno {
                case ENOENT: throw FileWriteError(path: path, problem: .missingFolder(SafeFile.folder(of: path)))
                case EACCES: throw FileWriteError(path: path, problem: .folderNotWritable(SafeFile.folder(of: path)))
                case let code: throw FileWriteError.fromErrno(path: path, code: code)
                }
            }
            ownNames = []
            return
        }
        switch FileKind(mode: status.st_mode) {
        case .directory: break
        case .symbolicLink: throw FileWriteError(path: path, problem: .symbolicLink)
        case let kind: throw FileWriteError(path: path, problem: .notFolder(kind))
        }
        let manifestPath = path + "/" + manifestName
        if let manifest = try SafeFile.contentsOfRegularFile(atPath: manifestPath, limit: Self.manifestLimit) {
            ownNames = Set(
                String(decoding: manifest, as: UTF8.self).split(separator: "\n").map(String.init).filter(Self.isPlainName))
        } else if try SafeFile.isEmptyFolder(atPath: path) {
            ownNames = []
        } else {
            throw FileWriteError(path: path, problem: .othersFolder(manifest: manifestName))
        }
    }

    /// Adds `names` to the folder's list of its own files, before any of them is written, so a
    /// run cut short leaves a folder the next run may still write. Refuses, writing nothing, when
    /// any name is taken by a file this program did not write.
    package mutating func claim(_ names: [String]) throws(FileWriteError) {
        for name in names {
            guard Self.isPlainName(name), name != manifestName else {
                throw FileWriteError(path: path + "/" + name, problem: .system(EINVAL))
            }
            if !ownNames.contains(name), try SafeFile.status(of: path + "/" + name) != nil {
                throw FileWriteError(path: path + "/" + name, problem: .othersFile)
            }
        }
        ownNames.formUnion(names)
        let manifest =
            "# The files coordinator-playground wrote into this folder: it replaces only these when it\n"
            + "# writes here again, and keeps every other file.\n" + ownNames.sorted().map { $0 + "\n" }.joined()
        try SafeFile.replace(atPath: path + "/" + manifestName, with: manifest.utf8, newFileMode: 0o644)
    }

    /// Writes (or replaces) the file `name`, which must be on the list (`claim`).
    package func replace(_ name: String, with contents: some Sequence<UInt8>) throws(FileWriteError) {
        guard ownNames.contains(name) else { throw FileWriteError(path: path + "/" + name, problem: .othersFile) }
        try SafeFile.replace(atPath: path + "/" + name, with: contents, newFileMode: 0o644)
    }

    /// A name in this folder itself: no slash, not `.` or `..`, and no comment line of the list.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.hasPrefix("#")
    }
}

extension SafeFile {
    /// Whether the folder at `path` holds nothing at all.
    static func isEmptyFolder(atPath path: String) throws(FileWriteError) -> Bool {
        guard let stream = opendir(path) else { throw FileWriteError.fromErrno(path: path) }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return false }
        }
        return true
    }
}
