import Foundation

/// A program `exercise watch` runs (the build, the runner), with a time limit, its output read
/// whole. One place for the process handling the watch loop's tests hold to: a child that
/// crashes, and one that never ends.
public struct ChildProcess: Sendable {
    package let executable: String
    package let arguments: [String]
    package let currentDirectory: String?
    /// Past this, the child is killed (SIGKILL: a loop in the learner's code ignores nothing).
    package let timeLimit: Duration
    package let environment: [String: String]?

    package init(
        executable: String, arguments: [String], currentDirectory: String? = nil, timeLimit: Duration,
        environment: [String: String]? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.currentDirectory = currentDirectory
        self.timeLimit = timeLimit
        self.environment = environment
    }

    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        /// It could not be started: the reason.
        case notStarted(String)
    }

    package struct Outcome: Equatable, Sendable {
        package let ending: Ending
        package let output: String
        package let errors: String

        package init(ending: Ending, output: String, errors: String) {
            self.ending = ending
            self.output = output
            self.errors = errors
        }
    }

    package func run() -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        var environment = environment ?? ProcessInfo.processInfo.environment
        // The Swift runtime's backtracer would print a stack dump, and take seconds to: the
        // parent says what crashed in one line instead.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(ending: .notStarted(error.localizedDescription), output: "", errors: "")
        }
        ChildProcess.runningGroup = process.processIdentifier
        defer { ChildProcess.runningGroup = 0 }
        let outputData = Collected(output.fileHandleForReading)
        let errorData = Collected(errors.fileHandleForReading)
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        var timedOut = false
        if ended.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            Self.killGroup(of: process.processIdentifier)
            ended.wait()
        }
        let text = outputData.finish()
        let errorText = errorData.finish()
        let ending: Ending =
            timedOut
            ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return Outcome(ending: ending, output: text, errors: errorText)
    }
}

extension ChildProcess {
    /// The child running now, 0 when none: Foundation starts each in a process group of its own
    /// (whose id is its own), which a Ctrl-C at the terminal does not reach.
    nonisolated(unsafe) static var runningGroup: pid_t = 0

    /// The child and everything it started (`swift build`'s compilers).
    static func killGroup(of pid: pid_t) {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }

    /// Ctrl-C (or a SIGTERM) ends the running child's whole group, then this program with the
    /// status shells expect (130): else a learner's endless loop, or a build, would run on.
    package static func stopChildrenOnInterrupt() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                let group = ChildProcess.runningGroup
                if group > 0 {
                    kill(-group, SIGKILL)
                    kill(group, SIGKILL)
                }
                _exit(128 + received)
            }
        }
    }
}

/// A pipe read to its end on a thread of its own, so a child that writes more than the pipe
/// holds is never blocked while the parent waits for it to end.
private final class Collected: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
