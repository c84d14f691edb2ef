import Foundation
import SystemCalls
import TestSupport
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The pictures the program writes, as a script meets them: `export html` through the same safe
/// writing and overwrite rule as every export; `replay --html` and `lesson N --html`; and
/// `view`'s address, which a recording never keeps.
@Suite("Pictures to keep")
struct PicturesToKeepTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    private func path(_ name: String) -> String { sandbox.root.appendingPathComponent(name).path }

    private var environment: [String: String] {
        sandbox.environment(["COORDINATOR_PLAYGROUND_HISTORY": "", "COORDINATOR_PLAYGROUND_STATE_DIR": path("state")])
    }

    private func run(_ arguments: [String] = [], _ input: String = "", environment extra: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try BuiltProgram.runPiped(arguments: arguments, input: input, environment: environment.merging(extra) { $1 })
    }

    @Test("export html writes the page of the app as it stands; an existing one is kept without --force")
    func exportHTML() throws {
        let page = path("cart.html")
        let first = try run([], "tap cart\nexport html \(page)\n")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(SessionText.unwrapped(first.stdout).hasSuffix("wrote the html page to \(page)\n"))
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.hasPrefix("<!DOCTYPE html>"))
        #expect(written.contains(#"<title>Coordinator Playground · CartViewController#1 &quot;Cart&quot;</title>"#))
        #expect(!written.contains("<script"))

        // As every export: refused where nobody can be asked, the old page whole.
        let kept = try run(["--bail"], "export html \(page)\n")
        #expect(kept.status == 1)
        #expect(SessionText.unwrapped(kept.stdout) == "error: \(page) exists and was kept; to replace it: export html \(page) --force\n")
        #expect(try String(contentsOfFile: page, encoding: .utf8) == written)

        let replaced = try run([], "export html \(page) --force\n")
        #expect(replaced.status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains(#"HomeViewController#1 &quot;Home&quot;</title>"#))
    }

    @Test("export html never writes through a device node or a link")
    func exportHTMLOntoADeviceNode() throws {
        try #require(DecoyDevice.canBeMade, "this process cannot make device nodes")
        let device = path("decoy-null")
        try DecoyDevice.make(at: device)
        let run = try run([], "export html \(device) --force\n")
        #expect(run.status == 1)
        #expect(SessionText.unwrapped(run.stdout) == "error: \(device) is a character device, not a regular file; give a file path\n")
        #expect(DecoyDevice.isCharacterDevice(device))
    }

    @Test("replay --html writes a page per transcript and an index, with the replay's report and status")
    func replayToPages() throws {
        let folder = path("transcripts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "> select Coats\nselected \"Coats\" in categories\nnow showing CategoryViewController#1 \"Coats\"\n"
            .write(toFile: folder + "/coats.transcript", atomically: true, encoding: .utf8)
        try "> tree\nno tree here\n".write(toFile: folder + "/drifted.transcript", atomically: true, encoding: .utf8)
        let report = path("report")
        let run = try run(["replay", "--html", report, folder])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("FAIL \(folder)/drifted.transcript:2: the output of 1 command differs from the transcript\n"))
        #expect(run.stdout.hasSuffix("1 passed, 1 failed\npages of the replay: \(report)/index.html\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report).sorted() == [
                ".replay-pages", "coats.html", "drifted.html", "index.html",
            ])
        // Missing parents are named, as `record` names them, and made by nobody.
        let deep = path("missing/deep")
        let missing = try self.run(["replay", "--html", deep, folder])
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "error: the pages of the replay were not written: cannot write \(deep): the folder \(path("missing")) does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: path("missing")))
        let index = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(index.contains("<a href=\"drifted.html#step-1\">\(folder)/drifted.transcript</a>"))
        let drifted = try String(contentsOfFile: report + "/drifted.html", encoding: .utf8)
        #expect(
            drifted.contains(
                "<span class=\"expected\"><span class=\"sign\" aria-label=\"expected, not printed\">−</span>no tree here</span><span class=\"where\">line 2</span>"
            ))

        let refused = try self.run(["replay", "--update", "--html", report, folder])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--html shows a replay as it is, and --update rewrites it: run them one at a time"))
    }

    @Test("lesson N --html writes the lesson solved step by step, and keeps an existing file without --force")
    func lessonToAPage() throws {
        let page = path("lesson-8.html")
        let run = try run(["lesson", "8", "--html", page])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote lesson 8, solved step by step, to \(page)\n")
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.contains("<h1>Lesson 8: "))
        #expect(written.contains("<section class=\"panel lesson\""))
        #expect(!FileManager.default.fileExists(atPath: path("state/progress.json")), "the learner's progress was touched")
        let kept = try self.run(["lesson", "8", "--html", page])
        #expect(kept.status == 1)
        #expect(
            kept.stderr == "error: \(page) exists and was kept; to replace it: coordinator-playground lesson 8 --html \(page) --force\n")
        #expect(try self.run(["lesson", "8", "--html", page, "--force"]).status == 0)
        #expect(try self.run(["lesson", "--html", page]).status == 2)
        let unknown = try self.run(["lesson", "99", "--html", path("x.html")])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("there is no lesson 99 (there are: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)"))
    }

    @Test("--view prints the page's address; a recording keeps view's command and none of the address")
    func viewAtStartUpAndInARecording() throws {
        let started = try run(["--view"], "view\nview off\n")
        #expect(started.status == 0, "\(started.stderr)")
        let lines = SessionText.unwrapped(started.stdout).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == "showing the app live: open the address below in a browser; the page redraws after every command ('view off' stops it)")
        // The address alone on its line, with nothing after it that a terminal would take for part of the link.
        let address = lines[1]
        #expect(address.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\//) != nil)
        #expect(lines[2] == "the view is already at \(address)")
        #expect(lines[3] == "stopped the view at \(address)")

        let transcript = path("viewed.transcript")
        let recorded = try run(["record", transcript], "view\nselect Coats\nview off\n")
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("\nhttp://127.0.0.1:"))
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(!text.contains("127.0.0.1"))
        #expect(text.contains("> view\n> select Coats\n"))
        #expect(try run(["replay", transcript]).stdout == "1 passed, 0 failed\n")
    }

    @Test("When no port is free, view says so in one line and the prompt goes on")
    func noFreePort() throws {
        // Twenty ports held here, from a first port the program is told to start at: below the
        // range the kernel hands out for "any free port", which other suites' servers take and
        // then expect nobody to answer on once they stop.
        var held: [Int32] = []
        defer { for socket in held { close(socket) } }
        var first = 0
        search: for start in stride(from: 20_000, to: 32_000, by: 37) {
            for socket in held { close(socket) }
            held = []
            for port in start..<(start + 20) {
                guard let socket = Self.listen(port: port) else { continue search }
                held.append(socket)
            }
            first = start
            break
        }
        try #require(first > 0, "no twenty free ports in a row to hold")
        let run = try run([], "view\ntree\n", environment: ["COORDINATOR_PLAYGROUND_VIEW_PORT": String(first)])
        #expect(run.status == 0)
        let lines = SessionText.unwrapped(run.stdout).split(separator: "\n")
        #expect(
            lines.first
                == "error: no free port for the view: every port from 127.0.0.1:\(first) to \(first + 19) is in use; COORDINATOR_PLAYGROUND_VIEW_PORT=PORT tries from another port"
        )
        #expect(lines.dropFirst().first == "AppCoordinator#1  root NavigationController#1")
        let bailed = try self.run(["--bail"], "view\ntree\n", environment: ["COORDINATOR_PLAYGROUND_VIEW_PORT": String(first)])
        #expect(bailed.status == 1)
        let badPort = try self.run([], "view\n", environment: ["COORDINATOR_PLAYGROUND_VIEW_PORT": "http"])
        #expect(
            SessionText.unwrapped(badPort.stdout) == "error: COORDINATOR_PLAYGROUND_VIEW_PORT is 'http', not a port number (1 to 65535)\n")
    }

    /// A socket listening on 127.0.0.1:`port`, or nil when the port is taken.
    private static func listen(port: Int) -> Int32? {
        let socket = SystemCalls.socket(AF_INET, SystemCalls.streamSocket, 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, SystemCalls.listen(socket, 1) == 0 else {
            close(socket)
            return nil
        }
        return socket
    }
}
