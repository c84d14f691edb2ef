import PlaygroundViewWire
import Synchronization
import SystemCalls

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The view's server, `coordinator-playground-view`, run beside this program as a process of its
/// own (the HTTP library it links would otherwise cost every start of the prompt its loading).
/// It gets a socket as its standard input and output, and a process group of its own, so a
/// Ctrl-C at the prompt is not its business; closing the socket stops it, and so does this
/// program's end, however it comes.
final class ViewProcess: Sendable {

    let url: String
    private let pid: pid_t

    /// The port it listens on, read from `url`.
    var port: Int? {
        url.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }
    }
    private let socket: Int32
    private let hasEnded = Mutex(false)

    /// Why the server is not running, as one line for the prompt.
    struct Refusal: Error {
        let message: String
    }

    /// Starts the server showing `first` (a frame of `ViewWire`), and waits for its greeting.
    init(firstPort: Int?, first: [UInt8]) throws(Refusal) {
        let program = ViewProgram.path
        guard access(program, X_OK) == 0 else {
            throw Refusal(
                message:
                    "the view's server is not beside this program (\(program)); build it with 'make build' or install it with 'make install'"
            )
        }
        guard let ends = SystemCalls.socketPair() else {
            throw Refusal(message: "the view's server cannot be started: \(String(cString: strerror(errno)))")
        }
        var actions = SystemCalls.newSpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        var attributes = SystemCalls.newSpawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = [program] + (firstPort.map { ["--first-port", String($0)] } ?? [])
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, SystemCalls.environment)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw Refusal(message: "the view's server cannot be started: \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        self.socket = ends[0]
        guard Self.send(first, to: ends[0]) else {
            url = ""
            end()
            throw Refusal(message: "the view's server stopped as it started")
        }
        let greeting = Self.readLine(from: ends[0], timeout: 10_000).flatMap(ViewWire.Greeting.init(line:))
        switch greeting {
        case .listening(let url)?:
            self.url = url
        case .refused(let message)?:
            url = ""
            end()
            throw Refusal(message: message)
        case nil:
            url = ""
            end()
            throw Refusal(message: "the view's server did not say where it listens")
        }
    }

    deinit { end() }

    /// Sends a frame; false once the server is gone.
    func send(_ frame: [UInt8]) -> Bool {
        Self.send(frame, to: socket)
    }

    /// Whether the server has gone (ended or killed): it writes nothing after its greeting, so
    /// its end of the socket is readable only once it has closed.
    var hasStopped: Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Closes the socket, which stops the server, and waits for it (a page still open gets
    /// its goodbye first), ending it if it does not stop within a few seconds.
    func end() {
        let ending = hasEnded.withLock { ended in
            defer { ended = true }
            return !ended
        }
        guard ending else { return }
        close(socket)
        var status: Int32 = 0
        for _ in 0..<500 {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited == -1 && errno != EINTR) { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    private static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { SystemCalls.sendWithoutSignal(socket, $0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// One line, without its newline; nil at the end of input or after `timeout` milliseconds.
    private static func readLine(from socket: Int32, timeout: Int32) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = read(socket, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }
}
