import Foundation
import SystemCalls
import Testing

@testable import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct ReplaceTests {
    @Test func replacesTheContentsAndLeavesNothingElseInTheFolder() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "file")
        let identity = try SafeFile.replace(atPath: scratch.path("file"), with: "new\n".utf8)
        #expect(try scratch.contents(of: "file") == "new\n")
        #expect(try scratch.entries() == ["file"])
        #expect(identity == FileIdentity(scratch.status(of: "file")))
    }

    @Test func createsAMissingFileWithTheModeAsked() throws {
        let scratch = try Scratch()
        try SafeFile.replace(atPath: scratch.path("history"), with: "line\n".utf8, newFileMode: 0o600)
        #expect(try scratch.contents(of: "history") == "line\n")
        #expect(scratch.status(of: "history").st_mode & 0o7777 == 0o600)
    }

    @Test func keepsTheModeOfTheFileItReplaces() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "file")
        chmod(scratch.path("file"), 0o640)
        try SafeFile.replace(atPath: scratch.path("file"), with: "new\n".utf8)
        #expect(scratch.status(of: "file").st_mode & 0o7777 == 0o640)
    }

    @Test(.enabled(if: Scratch.canChangeOwners, "giving a file to another owner needs root"))
    func keepsTheOwnerOfTheFileItReplaces() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "file")
        chown(scratch.path("file"), 1234, 5678)
        try SafeFile.replace(atPath: scratch.path("file"), with: "new\n".utf8)
        let status = scratch.status(of: "file")
        #expect([status.st_uid, status.st_gid] == [1234, 5678])
        #expect(try scratch.contents(of: "file") == "new\n")
    }

    @Test(.enabled(if: Scratch.canMakeDeviceNodes, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func refusesDeviceNodesAndLeavesThemDevices() throws {
        let scratch = try Scratch()
        try scratch.makeCharacterDevice("null", major: 1, minor: 3)
        try scratch.makeCharacterDevice("full", major: 1, minor: 7)
        for name in ["null", "full"] {
            let path = scratch.path(name)
            #expect(throws: FileWriteError(path: path, problem: .notRegularFile(.characterDevice))) {
                try SafeFile.replace(atPath: path, with: "text\n".utf8)
            }
            #expect(FileKind(mode: scratch.status(of: name).st_mode) == .characterDevice)
        }
        #expect(scratch.status(of: "full").st_rdev == 1 << 8 | 7)
        #expect(try scratch.entries() == ["full", "null"])
    }

    @Test func refusesAFIFOWithoutBlocking() throws {
        let scratch = try Scratch()
        mkfifo(scratch.path("pipe"), 0o644)
        #expect(throws: FileWriteError(path: scratch.path("pipe"), problem: .notRegularFile(.fifo))) {
            try SafeFile.replace(atPath: scratch.path("pipe"), with: "text\n".utf8)
        }
        #expect(FileKind(mode: scratch.status(of: "pipe").st_mode) == .fifo)
    }

    @Test func refusesADirectory() throws {
        let scratch = try Scratch()
        mkdir(scratch.path("folder"), 0o755)
        #expect(throws: FileWriteError(path: scratch.path("folder"), problem: .notRegularFile(.directory))) {
            try SafeFile.replace(atPath: scratch.path("folder"), with: "text\n".utf8)
        }
    }

    @Test func refusesASymbolicLinkAndLeavesItsVictimAlone() throws {
        let scratch = try Scratch()
        try scratch.write("victim\n", to: "victim")
        symlink(scratch.path("victim"), scratch.path("link"))
        #expect(throws: FileWriteError(path: scratch.path("link"), problem: .symbolicLink)) {
            try SafeFile.replace(atPath: scratch.path("link"), with: "attack\n".utf8)
        }
        #expect(try scratch.contents(of: "victim") == "victim\n")
        #expect(FileKind(mode: scratch.status(of: "link").st_mode) == .symbolicLink)
        #expect(try scratch.entries() == ["link", "victim"])
    }

    @Test func writesTheTargetOfALinkOnlyWhenAskedAndKeepsTheLink() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "target")
        symlink("target", scratch.path("link"))
        try SafeFile.replace(atPath: scratch.path("link"), with: "new\n".utf8, symbolicLinks: .writeTarget)
        #expect(try scratch.contents(of: "target") == "new\n")
        #expect(FileKind(mode: scratch.status(of: "link").st_mode) == .symbolicLink)
        #expect(try scratch.entries() == ["link", "target"])
    }

    @Test func namesAMissingFolder() throws {
        let scratch = try Scratch()
        let path = scratch.path("missing/file")
        let expected = FileWriteError(path: path, problem: .missingFolder(scratch.path("missing")))
        #expect(throws: expected) { try SafeFile.replace(atPath: path, with: "text\n".utf8) }
        #expect(expected.message == "cannot write \(path): the folder \(scratch.path("missing")) does not exist")
    }

    @Test func aFullDiskLeavesTheOldContentsAndNoTemporaryFile() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "file")
        var calls = 0
        // Takes the first byte, then finds the disk full.
        let fillingDisk: WriteStep = { descriptor, bytes, _ in
            calls += 1
            if calls == 1 { return SystemCalls.write(descriptor, bytes, 1) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: FileWriteError(path: scratch.path("file"), problem: .system(ENOSPC))) {
            try SafeFile.replace(
                atPath: scratch.path("file"), with: Array("new contents\n".utf8), symbolicLinks: .refuse, newFileMode: 0o666,
                writeStep: fillingDisk)
        }
        #expect(try scratch.contents(of: "file") == "old\n")
        #expect(try scratch.entries() == ["file"])
    }

    @Test func regularFileExistsOnlyForARegularFile() throws {
        let scratch = try Scratch()
        try scratch.write("text\n", to: "file")
        symlink(scratch.path("file"), scratch.path("link"))
        mkfifo(scratch.path("pipe"), 0o644)
        mkdir(scratch.path("folder"), 0o755)
        let found = ["file", "link", "pipe", "folder", "missing"].filter { SafeFile.regularFileExists(atPath: scratch.path($0)) }
        #expect(found == ["file"])
    }
}
