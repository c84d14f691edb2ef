#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What sits at a path, as `lstat` sees it (a symbolic link is itself, not what it points to).
package enum FileKind: Equatable, Sendable {
    case regularFile, directory, characterDevice, blockDevice, fifo, socket, symbolicLink

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .regularFile
        }
    }

    /// As it reads after "… is": "a character device".
    package var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        }
    }
}
