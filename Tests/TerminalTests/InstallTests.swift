import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `make install PREFIX=DIR` as a person runs it, on the release build already made (the test
/// never builds one: `make install-built` copies it): the installed program, run from another
/// folder with HOME elsewhere, finds its lessons and its view server, and `make uninstall
/// PREFIX=DIR` leaves DIR as it found it, someone else's files included.
@Suite("make install", .serialized, .enabled(if: ReleaseBuild.folder != nil, "\(ReleaseBuild.absence)"))
struct InstallTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test("The installed program starts lesson 1 and serves view from elsewhere; uninstall removes exactly what install wrote")
    func installRunUninstall() throws {
        let release = try #require(ReleaseBuild.folder)
        // A prefix that already holds someone else's files, in bin/ too, and a missing share/.
        let prefix = sandbox.root.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: prefix.appendingPathComponent("bin/someone-elses-tool"))
        let before = try Self.listing(prefix)

        let installed = try Self.make(["install-built", "PREFIX=\(prefix.path)", "RELEASE_BIN=\(release.path)"])
        #expect(installed.status == 0, "\(installed.output)")
        let afterInstall = try Self.listing(prefix)
        let manifest = try String(contentsOf: prefix.appendingPathComponent("share/coordinator-playground/installed"), encoding: .utf8)
        // The manifest names every path install added, and nothing that was there before.
        #expect(Set(manifest.split(separator: "\n").map(String.init)) == afterInstall.subtracting(before))
        #expect(afterInstall.isSuperset(of: before))
        #expect(afterInstall.contains("bin/coordinator-playground-view"))
        #expect(afterInstall.contains { $0.hasPrefix("bin/CoordinatorPlayground_PlaygroundLessons.resources/") && $0.hasSuffix(".md") })

        try Self.runLessonAndView(program: prefix.appendingPathComponent("bin/coordinator-playground"), sandbox: sandbox)

        // Installing again over the first install writes the same, and leaves nothing behind.
        let again = try Self.make(["install-built", "PREFIX=\(prefix.path)", "RELEASE_BIN=\(release.path)"])
        #expect(again.status == 0, "\(again.output)")
        #expect(try Self.listing(prefix) == afterInstall)

        let uninstalled = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstalled.status == 0, "\(uninstalled.output)")
        #expect(try Self.listing(prefix) == before)
        let twice = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(twice.status != 0 && twice.output.contains("nothing to uninstall"), "\(twice.output)")
    }

    @Test("A prefix install made is removed with the rest; one whose parent is missing is refused, naming it")
    func freshAndMissingPrefixes() throws {
        let release = try #require(ReleaseBuild.folder)
        let fresh = sandbox.root.appendingPathComponent("fresh")
        let installed = try Self.make(["install-built", "PREFIX=\(fresh.path)", "RELEASE_BIN=\(release.path)"])
        #expect(installed.status == 0, "\(installed.output)")
        let uninstalled = try Self.make(["uninstall", "PREFIX=\(fresh.path)"])
        #expect(uninstalled.status == 0, "\(uninstalled.output)")
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
        let orphan = sandbox.root.appendingPathComponent("missing/prefix")
        let refused = try Self.make(["install-built", "PREFIX=\(orphan.path)", "RELEASE_BIN=\(release.path)"])
        #expect(refused.status != 0)
        #expect(
            refused.output.contains("error: \(sandbox.root.appendingPathComponent("missing").path) does not exist"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: orphan.deletingLastPathComponent().path))
    }

    /// From a folder of its own with HOME elsewhere: `lesson 1` needs the lessons' bundle beside
    /// the program, `view` the server beside it, which must answer for the page.
    static func runLessonAndView(program: URL, sandbox: Sandbox) throws {
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let terminal = try TerminalProgram(executable: program.path, environment: sandbox.environment(), directory: elsewhere)
        try terminal.expectPrompt(SessionText.prompt)
        terminal.send("lesson 1\r")
        try terminal.expectPrompt("[lesson 1 step 1] > ")
        terminal.send("view\r")
        try terminal.expect("\r\nhttp://127.0.0.1:")
        try terminal.expect("/")
        let printed = terminal.output
        let start = try #require(printed.range(of: "http://127.0.0.1:", options: .backwards))
        let port = try #require(Int(printed[start.upperBound...].prefix { $0.isNumber }))
        try terminal.expectPrompt("[lesson 1 step 1] > ")
        let page = try #require(Self.get(port: port))
        #expect(page.hasPrefix("HTTP/1.1 200"), "\(page.prefix(200))")
        #expect(page.lowercased().contains("<html"))
        terminal.send("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// The paths under `folder`, relative to it, folders too.
    static func listing(_ folder: URL) throws -> Set<String> {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var paths = Set<String>()
        while let path = enumerator.nextObject() as? String { paths.insert(path) }
        return paths
    }

    /// `make ARGUMENTS` in the package root: its status and what it printed.
    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "--no-print-directory", "-s"] + arguments
        process.currentDirectoryURL = PackagePaths.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// `GET /` from 127.0.0.1:`port`, the whole answer, or nil when nothing answers.
    static func get(port: Int) -> String? {
        let socket = SystemCalls.socket(AF_INET, SystemCalls.streamSocket, 0)
        guard socket >= 0 else { return nil }
        defer { SystemCalls.close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SystemCalls.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ SystemCalls.sendWithoutSignal(socket, $0) }) == request.count else { return nil }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCalls.recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += chunk[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
