import Foundation
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Chromium without a window, driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands in on its descriptor 3, replies out on 4, each a JSON
/// object ended by a NUL), so no port is opened and nothing but the page under test is loaded.
/// One page; each call blocks until Chromium answers or `timeout` passes.
final class HeadlessChromium {
    static let timeout: Duration = .seconds(20)

    /// The browser to drive: `$CHROMIUM`, else the first of Debian's names on the PATH, else
    /// Chrome or Chromium where macOS keeps applications (never on the PATH there).
    static let executable: String? = {
        if let named = ProcessInfo.processInfo.environment["CHROMIUM"], !named.isEmpty { return named }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") + ["/usr/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        let applications = ["/Applications", NSHomeDirectory() + "/Applications"]
        let bundles = ["Google Chrome.app/Contents/MacOS/Google Chrome", "Chromium.app/Contents/MacOS/Chromium"]
        for folder in applications {
            for bundle in bundles where FileManager.default.isExecutableFile(atPath: "\(folder)/\(bundle)") {
                return "\(folder)/\(bundle)"
            }
        }
        return nil
    }()

    /// Whether the browser tests run: always in CI (`CI` set), where a missing browser fails them
    /// with `unavailability`; elsewhere only with a browser, the reason printed when not.
    static let testsRun: Bool = {
        guard let reason = unavailability else { return true }
        let inCI = ProcessInfo.processInfo.environment["CI"] != nil
        if !inCI { print("skipping the browser tests: \(reason)") }
        return inCI
    }()

    /// Why the browser tests cannot run here, or nil when they can.
    static var unavailability: String? {
        executable == nil
            ? "headless Chromium is not installed; 'make test' installs it (scripts/ensure-deps.sh --browser), or set CHROMIUM to a browser"
            : nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var received: [UInt8] = []
    private var nextID = 1
    private var session: String?
    private let log: String

    /// Starts the browser with a profile in `folder` and a window of `width` × `height`, and opens
    /// one blank page to drive.
    init(profileIn folder: URL, width: Int = 1280, height: Int = 800) throws {
        guard let executable = Self.executable else { throw Failure(description: Self.unavailability!) }
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        // Only the copies placed at 3 and 4 reach the browser (or any other program started
        // meanwhile); the test keeps its own ends.
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        log = folder.appendingPathComponent("chromium.log").path
        let arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--hide-scrollbars", "--mute-audio", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        var actions = SystemCalls.newSpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.merging(["HOME": folder.path]) { $1 }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard spawned == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target in \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
        session = attached["sessionId"] as? String
        // The page gets the whole window, as a browser window of that size would give it.
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        _ = try? call("Browser.close", [:], inPage: false)
        close(commands)
        close(replies)
        let deadline = ContinuousClock.now + .seconds(5)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
    }

    /// Gives the page a window of `width` × `height`, as a person resizing theirs would.
    func resize(width: Int, height: Int, mobile: Bool = false) throws {
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile])
    }

    /// Opens `url` in the page and waits until it has loaded.
    func open(_ url: String) throws {
        _ = try call("Page.navigate", ["url": url])
        try waitUntil("document.readyState === 'complete'")
    }

    /// The value of a JavaScript expression in the page (which may be a promise, waited for).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] { throw Failure(description: "\(expression) threw \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Sends an evaluation without waiting for its answer; `answer(to:)` waits for it.
    func startEvaluating(_ expression: String) throws -> Int {
        try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], inPage: true)
    }

    func answer(to id: Int) throws -> Any? {
        let reply = try reply(to: id)
        if let exception = reply["exceptionDetails"] { throw Failure(description: "the evaluation threw \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (a JavaScript expression) is true in the page.
    func waitUntil(_ condition: String) throws {
        let deadline = ContinuousClock.now + Self.timeout
        while try evaluate("Boolean(\(condition))") as? Bool != true {
            guard ContinuousClock.now < deadline else { throw Failure(description: "the page never had \(condition)") }
            usleep(20_000)
        }
    }

    /// The page as a PNG, as a person would see it in the window; `whole`: all of the page, as
    /// they would see it scrolling down.
    func screenshot(whole: Bool = false) throws -> Data {
        var parameters: [String: Any] = ["format": "png"]
        if whole, let size = try evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]") as? [Int],
            size.count == 2
        {
            parameters["captureBeyondViewport"] = true
            parameters["clip"] = ["x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1]
        }
        let reply = try call("Page.captureScreenshot", parameters)
        guard let base64 = reply["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot in the reply")
        }
        return png
    }

    /// Presses and lets go of `key` as the keyboard would, to whatever has the focus: a name
    /// the DevTools protocol knows (`ArrowLeft`, `Home`, `Tab`, `Enter`).
    func press(_ key: String, shift: Bool = false) throws {
        let codes = ["ArrowLeft": 37, "ArrowRight": 39, "Home": 36, "End": 35, "Tab": 9, "Enter": 13, " ": 32]
        var event: [String: Any] = ["key": key, "code": key == " " ? "Space" : key, "modifiers": shift ? 8 : 0]
        if let code = codes[key] { event["windowsVirtualKeyCode"] = code }
        if key == "Enter" { event["text"] = "\r" }
        _ = try call("Input.dispatchKeyEvent", event.merging(["type": key == "Enter" ? "keyDown" : "rawKeyDown"]) { $1 })
        _ = try call("Input.dispatchKeyEvent", event.merging(["type": "keyUp"]) { $1 })
    }

    /// Moves the mouse to (`x`, `y`) in the window, as a person pointing at something there.
    func point(x: Double, y: Double) throws {
        _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// Chromium's accessibility tree of the page, what a screen reader is given: each node that
    /// is not ignored, with its role, its name and its properties (`live`, `disabled`, …).
    func accessibilityTree() throws -> [(role: String, name: String, properties: [String: String])] {
        let reply = try call("Accessibility.getFullAXTree", [:])
        let nodes = reply["nodes"] as? [[String: Any]] ?? []
        return nodes.compactMap { node in
            guard node["ignored"] as? Bool != true else { return nil }
            func value(_ field: Any?) -> String {
                guard let field = field as? [String: Any], let value = field["value"] else { return "" }
                return "\(value)"
            }
            var properties: [String: String] = [:]
            for property in node["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String { properties[name] = value(property["value"]) }
            }
            return (value(node["role"]), value(node["name"]), properties)
        }
    }

    // MARK: The protocol

    private func call(_ method: String, _ parameters: [String: Any], inPage: Bool = true) throws -> [String: Any] {
        try reply(to: send(method, parameters, inPage: inPage))
    }

    private func send(_ method: String, _ parameters: [String: Any], inPage: Bool) throws -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inPage, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "Chromium stopped reading: \(String(cString: strerror(errno)))\(logTail)") }
            written += count
        }
        return id
    }

    /// Reads messages until the reply to `id`; events on the way are dropped.
    private func reply(to id: Int) throws -> [String: Any] {
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            while let end = received.firstIndex(of: 0) {
                let message = Data(received[..<end])
                received.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any], object["id"] as? Int == id else {
                    continue
                }
                if let error = object["error"] { throw Failure(description: "Chromium refused: \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            let left = (deadline - ContinuousClock.now) / .milliseconds(1)
            guard left > 0 else { throw Failure(description: "Chromium did not answer within \(Self.timeout)\(logTail)") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(left, 1000))) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = read(replies, &buffer, buffer.count)
            guard count > 0 else {
                if count < 0 && errno == EINTR { continue }
                throw Failure(description: "Chromium closed its end of the pipe\(logTail)")
            }
            received += buffer[..<count]
        }
    }

    private var logTail: String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.isEmpty ? "" : "; its log ends:\n" + text.split(separator: "\n").suffix(10).joined(separator: "\n")
    }
}
