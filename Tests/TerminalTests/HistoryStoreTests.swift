import Foundation
import Testing

@testable import Terminal

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
