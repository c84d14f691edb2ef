#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Which file a path or descriptor is: the same device and inode mean the same file, whatever
/// it is called now.
package struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)  // a signed Int32 in Darwin
        inode = UInt64(status.st_ino)
    }
}
