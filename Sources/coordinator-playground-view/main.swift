import PlaygroundPicture
import PlaygroundViewServer
import PlaygroundViewWire

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

// The view's server as a process of its own, started by the prompt's `view` with a socket as its
// standard input and output (see `ViewWire`): it serves each picture the prompt sends, and
// stops when the prompt closes its end, or dies. Each picture is a step of the page's history. `--first-port N` is where it starts looking
// for a free port (8600 by default).

/// Reads standard input until a whole step is there; nil at the end of input.
func nextStep(_ reader: inout ViewWire.FrameReader) -> ViewWire.Frame? {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        do throws(ViewWire.Malformed) {
            if let frame = try reader.next() { return frame }
        } catch {
            return nil
        }
        let count = read(0, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        reader.append(buffer[..<count])
    }
}

func say(_ greeting: ViewWire.Greeting) {
    let bytes = Array(greeting.line.utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        written += count
    }
}

signal(SIGPIPE, SIG_IGN)
var configuration = ViewServer.Configuration()
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--first-port"), flag + 1 < arguments.count, let port = Int(arguments[flag + 1]) {
    configuration.startPort = port
}
var reader = ViewWire.FrameReader()
guard case .picture(let label, let title, let panels) = nextStep(&reader) else { exit(0) }
let server: ViewServer
do throws(ViewServerError) {
    server = try ViewServer.startBlocking(configuration, showing: DrawnPicture(title: title, panels: panels), label: label)
} catch {
    say(.refused(message: error.message))
    exit(1)
}
say(.listening(url: server.url))
while let step = nextStep(&reader) {
    switch step {
    case .picture(let label, let title, let panels): server.publish(DrawnPicture(title: title, panels: panels), label: label)
    case .burst(let label, let story): server.keepBurstStep(label: label, story: story)
    }
}
server.stopBlocking()
exit(0)
