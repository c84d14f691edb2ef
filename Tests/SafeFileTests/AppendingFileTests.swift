import Foundation
import SystemCalls
import Testing

@testable import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct AppendingFileTests {
    @Test func appendsEachRecordToTheFile() throws {
        let scratch = try Scratch()
        let file = try AppendingFile(path: scratch.path("log"))
        try file.append("one\n".utf8)
        #expect(try scratch.contents(of: "log") == "one\n")
        try file.append("two\n".utf8)
        #expect(try scratch.contents(of: "log") == "one\ntwo\n")
    }

    @Test func continuesTheFileJustWritten() throws {
        let scratch = try Scratch()
        let identity = try SafeFile.replace(atPath: scratch.path("log"), with: "header\n".utf8)
        let file = try AppendingFile(path: scratch.path("log"), expecting: identity)
        try file.append("one\n".utf8)
        #expect(try scratch.contents(of: "log") == "header\none\n")
    }

    @Test func noticesItsFileWasReplaced() throws {
        let scratch = try Scratch()
        let file = try AppendingFile(path: scratch.path("log"))
        try file.append("one\n".utf8)
        try scratch.write("someone else's\n", to: "other")
        rename(scratch.path("other"), scratch.path("log"))
        #expect(throws: FileWriteError(path: scratch.path("log"), problem: .replacedWhileOpen)) {
            try file.append("two\n".utf8)
        }
        #expect(try scratch.contents(of: "log") == "someone else's\n")
    }

    @Test func noticesItsFileWasRemoved() throws {
        let scratch = try Scratch()
        let file = try AppendingFile(path: scratch.path("log"))
        unlink(scratch.path("log"))
        #expect(throws: FileWriteError(path: scratch.path("log"), problem: .removedWhileOpen)) {
            try file.append("one\n".utf8)
        }
    }

    @Test func refusesToContinueAFileThatIsNotTheOneExpected() throws {
        let scratch = try Scratch()
        let identity = try SafeFile.replace(atPath: scratch.path("log"), with: "header\n".utf8)
        try SafeFile.replace(atPath: scratch.path("log"), with: "another\n".utf8)
        #expect(throws: FileWriteError(path: scratch.path("log"), problem: .replacedWhileOpen)) {
            try AppendingFile(path: scratch.path("log"), expecting: identity)
        }
    }

    @Test func doesNotRecreateAnExpectedFileThatWasRemoved() throws {
        let scratch = try Scratch()
        let identity = try SafeFile.replace(atPath: scratch.path("log"), with: "header\n".utf8)
        unlink(scratch.path("log"))
        #expect(throws: FileWriteError(path: scratch.path("log"), problem: .removedWhileOpen)) {
            try AppendingFile(path: scratch.path("log"), expecting: identity)
        }
        #expect(try scratch.entries() == [])
    }

    @Test func aRecordThatDoesNotFitLeavesTheFileAtItsLastCompleteRecord() throws {
        let scratch = try Scratch()
        let file = try AppendingFile(path: scratch.path("log"))
        try file.append("one\n".utf8)
        var calls = 0
        let fillingDisk: WriteStep = { descriptor, bytes, _ in
            calls += 1
            if calls == 1 { return SystemCalls.write(descriptor, bytes, 2) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: FileWriteError(path: scratch.path("log"), problem: .system(ENOSPC))) {
            try file.append(Array("two\n".utf8), using: fillingDisk)
        }
        #expect(try scratch.contents(of: "log") == "one\n")
        try file.append("three\n".utf8)
        #expect(try scratch.contents(of: "log") == "one\nthree\n")
    }

    @Test func refusesASymbolicLinkAndLeavesItsVictimAlone() throws {
        let scratch = try Scratch()
        try scratch.write("victim\n", to: "victim")
        symlink(scratch.path("victim"), scratch.path("link"))
        #expect(throws: FileWriteError(path: scratch.path("link"), problem: .symbolicLink)) {
            try AppendingFile(path: scratch.path("link"))
        }
        #expect(try scratch.contents(of: "victim") == "victim\n")
    }

    @Test func refusesAFIFOWithoutBlocking() throws {
        let scratch = try Scratch()
        mkfifo(scratch.path("pipe"), 0o644)
        #expect(throws: FileWriteError(path: scratch.path("pipe"), problem: .notRegularFile(.fifo))) {
            try AppendingFile(path: scratch.path("pipe"))
        }
    }

    @Test(.enabled(if: Scratch.canMakeDeviceNodes, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func refusesADeviceNode() throws {
        let scratch = try Scratch()
        try scratch.makeCharacterDevice("full", major: 1, minor: 7)
        #expect(throws: FileWriteError(path: scratch.path("full"), problem: .notRegularFile(.characterDevice))) {
            try AppendingFile(path: scratch.path("full"))
        }
    }
}
