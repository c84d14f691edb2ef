import Glibc

/// Which file a path or descriptor is: the same device and inode mean the same file, whatever
/// it is called now.
public struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
