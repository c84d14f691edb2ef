import Foundation
import Testing

@testable import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct SetAsideTests {
    @Test func movesTheFileToTheFirstFreeNumberAndNeverReplacesOne() throws {
        let scratch = try Scratch()
        try scratch.write("kept before\n", to: "progress.json.corrupt-1")
        try scratch.write("second bad\n", to: "progress.json")
        #expect(try SafeFile.setAside(atPath: scratch.path("progress.json")) == scratch.path("progress.json.corrupt-2"))
        try scratch.write("third bad\n", to: "progress.json")
        #expect(try SafeFile.setAside(atPath: scratch.path("progress.json")) == scratch.path("progress.json.corrupt-3"))
        #expect(try scratch.entries() == ["progress.json.corrupt-1", "progress.json.corrupt-2", "progress.json.corrupt-3"])
        #expect(try scratch.contents(of: "progress.json.corrupt-1") == "kept before\n")
        #expect(try scratch.contents(of: "progress.json.corrupt-2") == "second bad\n")
        #expect(try scratch.contents(of: "progress.json.corrupt-3") == "third bad\n")
    }

    @Test func saysSoWhenNothingIsThere() throws {
        let scratch = try Scratch()
        #expect(throws: FileWriteError(path: scratch.path("missing"), problem: .system(ENOENT))) {
            try SafeFile.setAside(atPath: scratch.path("missing"))
        }
        #expect(try scratch.entries() == [])
    }
}

@Suite struct ReadRegularFileTests {
    @Test func readsARegularFileWhole() throws {
        let scratch = try Scratch()
        let text = String(repeating: "line of progress\n", count: 10_000)
        try scratch.write(text, to: "file")
        #expect(try SafeFile.contentsOfRegularFile(atPath: scratch.path("file"), limit: 1 << 20) == Array(text.utf8))
        #expect(try SafeFile.contentsOfRegularFile(atPath: scratch.path("missing"), limit: 10) == nil)
    }

    @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
        let scratch = try Scratch()
        mkfifo(scratch.path("pipe"), 0o644)
        #expect(throws: FileWriteError(path: scratch.path("pipe"), problem: .notRegularFile(.fifo))) {
            try SafeFile.contentsOfRegularFile(atPath: scratch.path("pipe"), limit: 10)
        }
    }

    @Test(.enabled(if: Scratch.canMakeDeviceNodes, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func refusesADeviceNode() throws {
        let scratch = try Scratch()
        try scratch.makeCharacterDevice("zero", major: 1, minor: 5)
        #expect(throws: FileWriteError(path: scratch.path("zero"), problem: .notRegularFile(.characterDevice))) {
            try SafeFile.contentsOfRegularFile(atPath: scratch.path("zero"), limit: 10)
        }
    }

    @Test func refusesASymbolicLinkAndATooLargeFile() throws {
        let scratch = try Scratch()
        try scratch.write("0123456789x", to: "big")
        symlink(scratch.path("big"), scratch.path("link"))
        #expect(throws: FileWriteError(path: scratch.path("link"), problem: .symbolicLink)) {
            try SafeFile.contentsOfRegularFile(atPath: scratch.path("link"), limit: 100)
        }
        #expect(throws: FileWriteError(path: scratch.path("big"), problem: .tooLarge(limit: 10))) {
            try SafeFile.contentsOfRegularFile(atPath: scratch.path("big"), limit: 10)
        }
    }
}

@Suite struct MakeFoldersTests {
    @Test func makesEveryMissingFolderPrivately() throws {
        let scratch = try Scratch()
        try SafeFile.makeFolders(atPath: scratch.path("state/coordinator-playground"))
        try SafeFile.makeFolders(atPath: scratch.path("state/coordinator-playground"))
        #expect(scratch.status(of: "state/coordinator-playground").st_mode & S_IFMT == S_IFDIR)
        #expect(scratch.status(of: "state").st_mode & 0o077 == 0)
    }

    @Test func saysInWordsWhenAFileIsInTheWay() throws {
        let scratch = try Scratch()
        try scratch.write("", to: "blocker")
        #expect(throws: FileWriteError(path: scratch.path("blocker/state"), problem: .system(ENOTDIR))) {
            try SafeFile.makeFolders(atPath: scratch.path("blocker/state"))
        }
        #expect(FileWriteError(path: "x", problem: .system(ENOTDIR)).reason == "a part of the path is not a folder")
    }
}

@Suite struct ExclusiveAppendingTests {
    @Test func aSecondExclusiveWriterIsRefusedUntilTheFirstIsGone() throws {
        let scratch = try Scratch()
        var first: AppendingFile? = try AppendingFile(path: scratch.path("recording"), exclusive: true)
        #expect(AppendingFile.isHeld(atPath: scratch.path("recording")))
        #expect(throws: FileWriteError(path: scratch.path("recording"), problem: .inUse)) {
            try AppendingFile(path: scratch.path("recording"), exclusive: true)
        }
        try first?.append("one\n".utf8)
        first = nil
        #expect(!AppendingFile.isHeld(atPath: scratch.path("recording")))
        let second = try AppendingFile(path: scratch.path("recording"), exclusive: true)
        try second.append("two\n".utf8)
        #expect(try scratch.contents(of: "recording") == "one\ntwo\n")
    }
}
