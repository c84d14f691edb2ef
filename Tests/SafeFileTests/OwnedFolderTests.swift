import Foundation
import Testing

@testable import SafeFile

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A folder the program fills and fills again (`replay --html DIR`): new, empty, or its own by
/// the list it keeps there; only its own files are replaced, everything else is kept.
@Suite struct OwnedFolderTests {
    static let manifest = ".own-files"
    static let header =
        "# The files coordinator-playground wrote into this folder: it replaces only these when it\n"
        + "# writes here again, and keeps every other file.\n"

    private func fill(_ path: String, _ files: [String: String]) throws {
        var folder = try OwnedFolder(claiming: path, manifestName: Self.manifest)
        try folder.claim(files.keys.sorted())
        for (name, text) in files { try folder.replace(name, with: text.utf8) }
    }

    @Test func aNewFolderGetsTheFilesAndTheListOfThem() throws {
        let scratch = try Scratch()
        try fill(scratch.path("report/"), ["b.html": "b", "a.html": "a"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("report")).sorted() == [Self.manifest, "a.html", "b.html"])
        #expect(try scratch.contents(of: "report/" + Self.manifest) == Self.header + "a.html\nb.html\n")
        #expect(try scratch.contents(of: "report/a.html") == "a")
    }

    @Test func missingParentsAreAnErrorThatNamesThemAndNothingIsMade() throws {
        let scratch = try Scratch()
        let error = try #require(throws: FileWriteError.self) {
            try OwnedFolder(claiming: scratch.path("missing/deep"), manifestName: Self.manifest)
        }
        #expect(error.message == "cannot write \(scratch.path("missing/deep")): the folder \(scratch.path("missing")) does not exist")
        #expect(try scratch.entries() == [])
    }

    @Test func aFolderOfOtherFilesWithoutTheListIsRefusedAndKept() throws {
        let scratch = try Scratch()
        mkdir(scratch.path("site"), 0o755)
        try scratch.write("mine", to: "site/index.html")
        let error = try #require(throws: FileWriteError.self) {
            try OwnedFolder(claiming: scratch.path("site"), manifestName: Self.manifest)
        }
        #expect(error.problem == .othersFolder(manifest: Self.manifest))
        #expect(try scratch.contents(of: "site/index.html") == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("site")) == ["index.html"])
    }

    @Test func anEmptyFolderIsTaken() throws {
        let scratch = try Scratch()
        mkdir(scratch.path("empty"), 0o755)
        try fill(scratch.path("empty"), ["a.html": "a"])
        #expect(try scratch.contents(of: "empty/a.html") == "a")
    }

    @Test func aSecondRunReplacesItsOwnFilesAndKeepsEveryOther() throws {
        let scratch = try Scratch()
        try fill(scratch.path("report"), ["a.html": "a1", "b.html": "b1"])
        try scratch.write("notes", to: "report/notes.txt")
        try fill(scratch.path("report"), ["a.html": "a2", "c.html": "c2"])
        #expect(try scratch.contents(of: "report/a.html") == "a2")
        #expect(try scratch.contents(of: "report/b.html") == "b1")
        #expect(try scratch.contents(of: "report/c.html") == "c2")
        #expect(try scratch.contents(of: "report/notes.txt") == "notes")
        #expect(try scratch.contents(of: "report/" + Self.manifest) == Self.header + "a.html\nb.html\nc.html\n")
    }

    @Test func aFileOfSomebodyElsesWhereAFileGoesIsKeptAndNothingIsWritten() throws {
        let scratch = try Scratch()
        try fill(scratch.path("report"), ["a.html": "a1"])
        try scratch.write("theirs", to: "report/b.html")
        let error = try #require(throws: FileWriteError.self) {
            try fill(scratch.path("report"), ["a.html": "a2", "b.html": "b2"])
        }
        #expect(error.path == scratch.path("report/b.html"))
        #expect(error.problem == .othersFile)
        #expect(try scratch.contents(of: "report/b.html") == "theirs")
        #expect(try scratch.contents(of: "report/a.html") == "a1")
        #expect(try scratch.contents(of: "report/" + Self.manifest) == Self.header + "a.html\n")
    }

    @Test func aLinkedFolderIsNotFollowed() throws {
        let scratch = try Scratch()
        mkdir(scratch.path("elsewhere"), 0o755)
        symlink(scratch.path("elsewhere"), scratch.path("report"))
        let error = try #require(throws: FileWriteError.self) {
            try OwnedFolder(claiming: scratch.path("report/"), manifestName: Self.manifest)
        }
        #expect(error.problem == .symbolicLink)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("elsewhere")) == [])
    }

    @Test func aLinkOrFIFOWhereAnOwnFileGoesIsNotWrittenThrough() throws {
        let scratch = try Scratch()
        try fill(scratch.path("report"), ["a.html": "a1", "b.html": "b1"])
        try scratch.write("kept", to: "target")
        unlink(scratch.path("report/a.html"))
        symlink(scratch.path("target"), scratch.path("report/a.html"))
        unlink(scratch.path("report/b.html"))
        mkfifo(scratch.path("report/b.html"), 0o644)
        var folder = try OwnedFolder(claiming: scratch.path("report"), manifestName: Self.manifest)
        try folder.claim(["a.html", "b.html"])
        #expect(throws: FileWriteError(path: scratch.path("report/a.html"), problem: .symbolicLink)) {
            try folder.replace("a.html", with: "a2".utf8)
        }
        #expect(throws: FileWriteError(path: scratch.path("report/b.html"), problem: .notRegularFile(.fifo))) {
            try folder.replace("b.html", with: "b2".utf8)
        }
        #expect(try scratch.contents(of: "target") == "kept")
        #expect(FileKind(mode: scratch.status(of: "report/b.html").st_mode) == .fifo)
    }

    @Test(.enabled(if: Scratch.canMakeDeviceNodes, "making a device node needs root"))
    func aDeviceWhereTheFolderGoesIsRefused() throws {
        let scratch = try Scratch()
        try scratch.makeCharacterDevice("null", major: 1, minor: 3)
        let error = try #require(throws: FileWriteError.self) {
            try OwnedFolder(claiming: scratch.path("null"), manifestName: Self.manifest)
        }
        #expect(error.reason == "it is a character device, not a folder")
    }

    @Test func aListThatIsALinkIsRefused() throws {
        let scratch = try Scratch()
        mkdir(scratch.path("report"), 0o755)
        try scratch.write("a.html\n", to: "list")
        symlink(scratch.path("list"), scratch.path("report/" + Self.manifest))
        #expect(throws: FileWriteError.self) {
            try OwnedFolder(claiming: scratch.path("report"), manifestName: Self.manifest)
        }
    }
}
