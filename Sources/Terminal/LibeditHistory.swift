import CLibedit
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// One libedit history list: the lines, their cap, libedit's dropping of a line equal to the one
/// before, and its file format, read and written through descriptors the caller has checked.
final class LibeditHistory {
    /// The first line of libedit's history file format.
    static let formatHeader = Array("_HiStOrY_V2_\n".utf8)

    let pointer: OpaquePointer

    init(capacity: Int32) {
        pointer = history_init()
        cpg_history_set_size(pointer, capacity)
        cpg_history_set_unique(pointer, 1)
    }

    deinit {
        history_end(pointer)
    }

    func enter(_ line: String) {
        cpg_history_enter(pointer, line)
    }

    /// Adds the lines of the open history file `descriptor` (a regular file the caller checked),
    /// oldest first. False when libedit could not read it.
    ///
    /// libedit only loads from a path; `/proc/self/fd/N` (`/dev/fd/N` on macOS) names exactly the
    /// file already open, so nothing put at the path since it was checked (a FIFO, a link) is
    /// opened. Rewound first: macOS's reopening shares this descriptor's offset.
    func load(descriptor: Int32) -> Bool {
        lseek(descriptor, 0, SEEK_SET) == 0 && cpg_history_load(pointer, SystemCalls.pathOfOpenFile(descriptor)) >= 0
    }

    /// The whole list in libedit's file format, made in memory.
    func encoded() -> [UInt8]? {
        let descriptor = cpg_memory_file()
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard cpg_history_save_descriptor(pointer, descriptor) >= 0 else { return nil }
        let size = lseek(descriptor, 0, SEEK_END)
        guard size >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count == Int(size) ? bytes : nil
    }
}
