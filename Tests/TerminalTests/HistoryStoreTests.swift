import Foundation
import SystemCalls
import Testing

@testable import SafeFile
@testable import Terminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite("History file handling")
struct HistoryStoreTests {
    let sandbox: Sandbox
    var file: String { sandbox.historyFile.path }

    init() throws {
        sandbox = try Sandbox()
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("Each non-blank line is saved at once, in a 0600 file in a new directory")
    func savesEveryLine() throws {
        var warnings: [String] = []
        let store = HistoryStore(file: file) { warnings.append($0) }
        store.record("help")
        store.record("   ")
        #expect(try contents(file).split(separator: "\n") == ["_HiStOrY_V2_", "help"])
        store.record("push home")
        #expect(try contents(file).split(separator: "\n").last == "push\\040home")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(warnings.isEmpty)
    }

    @Test("A corrupt file is moved aside with one warning and history starts empty")
    func corruptFileMovedAside() throws {
        let directory = sandbox.historyFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for expectedAside in [file + ".corrupt", file + ".corrupt-1"] {
            try "not a history file\n".write(toFile: file, atomically: true, encoding: .utf8)
            var warnings: [String] = []
            let store = HistoryStore(file: file) { warnings.append($0) }
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains(expectedAside) == true)
            #expect(try contents(expectedAside) == "not a history file\n")
            store.record("help")
            #expect(try contents(file).split(separator: "\n") == ["_HiStOrY_V2_", "help"])
        }
    }

    @Test("An unwritable directory gives one warning and nothing is saved")
    func unwritableDirectory() throws {
        let blocker = sandbox.root.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        var warnings: [String] = []
        let store = HistoryStore(file: blocker.path + "/history") { warnings.append($0) }
        store.record("help")
        store.record("quit")
        #expect(warnings.count == 1)
    }

    @Test("No file: history stays in memory and nothing is written")
    func disabled() throws {
        var warnings: [String] = []
        HistoryStore(file: nil) { warnings.append($0) }.record("help")
        #expect(warnings.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}

/// What may be at the history file's path, and what the store may do to it.
@Suite("History file: only a regular file is ever written")
struct HistoryFileSafetyTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func status(_ path: String) -> stat {
        var status = stat()
        lstat(path, &status)
        return status
    }

    @Test("A symbolic link is refused in one line; the file it points at is not touched")
    func symbolicLinkRefused() throws {
        let target = sandbox.root.appendingPathComponent("someone-elses-file").path
        try "_HiStOrY_V2_\nsecret\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o644)
        let link = sandbox.root.appendingPathComponent("history").path
        symlink(target, link)
        var warnings: [String] = []
        let store = HistoryStore(file: link) { warnings.append($0) }
        store.record("help")
        #expect(warnings == ["history file \(link): it is a symbolic link; history is kept for this session only"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "_HiStOrY_V2_\nsecret\n")
        #expect(status(target).st_mode & 0o777 == 0o644)
        #expect(status(link).st_mode & S_IFMT == S_IFLNK)
    }

    @Test(
        "/dev/null, under any name, means no history: nothing said, the node not touched",
        .enabled(if: Sandbox.canMakeDeviceNodes, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func nullDeviceMeansNoHistory() throws {
        let null = try sandbox.makeCharacterDevice("null", major: 1, minor: 3)
        var warnings: [String] = []
        let store = HistoryStore(file: null) { warnings.append($0) }
        store.record("help")
        store.save()
        #expect(warnings.isEmpty)
        let after = status(null)
        #expect(after.st_mode == S_IFCHR | 0o666, "still a character device, mode 0666, not chmodded to 0600")
        #expect(after.st_rdev == 1 << 8 | 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted() == ["home", "null"])
    }

    enum NotAFile: String, CaseIterable, CustomTestStringConvertible {
        case fullDevice, fifo, folder
        var testDescription: String { rawValue }
    }

    @Test(
        "A device, a FIFO or a folder is refused in one line, at once, and not touched",
        .timeLimit(.minutes(1)), arguments: NotAFile.allCases)
    func notAFileRefused(kind: NotAFile) throws {
        let path = sandbox.root.appendingPathComponent("history").path
        let described: String
        switch kind {
        case .fullDevice:
            guard Sandbox.canMakeDeviceNodes else { return }
            _ = try sandbox.makeCharacterDevice("history", major: 1, minor: 7)
            described = "a character device"
        case .fifo:
            mkfifo(path, 0o644)  // opening it to read would wait for a writer
            described = "a FIFO (named pipe)"
        case .folder:
            mkdir(path, 0o755)
            described = "a directory"
        }
        let before = status(path)
        var warnings: [String] = []
        let store = HistoryStore(file: path) { warnings.append($0) }
        store.record("help")
        #expect(warnings == ["history file \(path): it is \(described), not a regular file; history is kept for this session only"])
        let after = status(path)
        #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino && after.st_rdev == before.st_rdev)
    }

    @Test("A file already there keeps its mode and owner")
    func modeKept() throws {
        let file = sandbox.root.appendingPathComponent("history").path
        try "_HiStOrY_V2_\nold\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o640)
        let store = HistoryStore(file: file) { Issue.record("warning: \($0)") }
        store.record("help")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "_HiStOrY_V2_\nold\nhelp\n")
        #expect(status(file).st_mode & 0o777 == 0o640)
    }

    @Test("A full disk leaves the old file whole, says so once in words, and the line is saved later")
    func fullDisk() throws {
        let file = sandbox.root.appendingPathComponent("history").path
        try "_HiStOrY_V2_\nold\n".write(toFile: file, atomically: false, encoding: .utf8)
        var diskIsFull = true
        // SafeFile's own writer, whose write(2) takes ten bytes and then finds no room.
        let writer: (String, [UInt8]) throws -> Void = { path, bytes in
            var written = 0
            try SafeFile.replace(
                atPath: path, with: bytes, symbolicLinks: .refuse, newFileMode: 0o600,
                writeStep: { descriptor, buffer, count in
                    guard diskIsFull else { return SystemCalls.write(descriptor, buffer, count) }
                    if written >= 10 {
                        errno = ENOSPC
                        return -1
                    }
                    written += 10
                    return SystemCalls.write(descriptor, buffer, min(count, 10))
                })
        }
        var warnings: [String] = []
        let store = HistoryStore(file: file, warn: { warnings.append($0) }, replaceFile: writer)
        store.record("select Coats")
        store.record("select Parka")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "_HiStOrY_V2_\nold\n")
        #expect(
            warnings == [
                "cannot save history to \(file): the disk is full; the lines stay in memory and are saved with the next one"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted() == ["history", "history.lock", "home"])

        diskIsFull = false
        store.record("tap addToCart")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == "_HiStOrY_V2_\nold\nselect\\040Coats\nselect\\040Parka\ntap\\040addToCart\n")
        #expect(warnings.count == 1)
    }

    @Test("Lines still held at the end of the session, when the last save fails too, are said to be lost")
    func heldLinesAtTheEnd() throws {
        let file = sandbox.root.appendingPathComponent("history").path
        try "_HiStOrY_V2_\nold\n".write(toFile: file, atomically: false, encoding: .utf8)
        var diskIsFull = true
        let writer: (String, [UInt8]) throws -> Void = { path, bytes in
            guard !diskIsFull else { throw FileWriteError(path: path, problem: .system(ENOSPC)) }
            try SafeFile.replace(atPath: path, with: bytes, newFileMode: 0o600)
        }
        var warnings: [String] = []
        let store = HistoryStore(file: file, warn: { warnings.append($0) }, replaceFile: writer)
        store.record("select Coats")
        store.record("quit")
        store.finish()
        #expect(
            warnings == [
                "cannot save history to \(file): the disk is full; the lines stay in memory and are saved with the next one",
                "2 lines of history could not be saved to \(file) (the disk is full); they are lost as the session ends",
            ])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "_HiStOrY_V2_\nold\n")

        // Saved at the end after all: nothing to say.
        let later = HistoryStore(file: file, warn: { warnings.append($0) }, replaceFile: writer)
        later.record("tree")
        diskIsFull = false
        later.finish()
        #expect(warnings.count == 3)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "_HiStOrY_V2_\nold\ntree\n")
    }

    @Test("Two sessions at once keep each other's lines, in the order they were entered")
    func twoSessionsMerge() throws {
        let file = sandbox.historyFile.path
        let first = HistoryStore(file: file) { Issue.record("warning: \($0)") }
        let second = HistoryStore(file: file) { Issue.record("warning: \($0)") }
        first.record("tree")
        second.record("stack")
        first.record("screen")
        second.record("screen")
        second.record("tree")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") == ["_HiStOrY_V2_", "tree", "stack", "screen", "tree"])
    }

    @Test("The file holds the last lines only, as many as libedit keeps")
    func capped() throws {
        let file = sandbox.historyFile.path
        let store = HistoryStore(file: file, capacity: 3) { Issue.record("warning: \($0)") }
        for number in 1...5 { store.record("push product \(number)") }
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["_HiStOrY_V2_", "push\\040product\\0403", "push\\040product\\0404", "push\\040product\\0405"])
    }
}
