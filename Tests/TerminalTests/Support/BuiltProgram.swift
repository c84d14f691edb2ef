import Foundation
import SystemCalls

/// Finds the `coordinator-playground` executable that the same build produced, next to the test
/// bundle, whatever scratch path (`.build`, `.build-term`, ...) the build used.
enum BuiltProgram {
    static let name = "coordinator-playground"

    /// Names another build of the program for the tests that print figures (`swift test
    /// --filter ViewLoadTests` against `make release`'s binary, as `Benchmarks/` quotes them).
    static let overrideVariable = "COORDINATOR_PLAYGROUND_PROGRAM"

    /// The executable `name` built beside the tests (the program, or a test harness).
    static func url(of name: String = name) throws -> URL {
        if name == Self.name, let path = ProcessInfo.processInfo.environment[overrideVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let testBinaries =
            [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            + [SystemCalls.executablePath().map { URL(fileURLWithPath: $0) }]
        for binary in testBinaries.compactMap({ $0 }) {
            let candidate = binary.deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw NotBuilt(name: name, searched: testBinaries.compactMap { $0?.deletingLastPathComponent().path })
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let name: String
        let searched: [String]
        var description: String {
            "\(name) not found next to the tests (looked in \(searched)); build it first: swift build"
        }
    }

    /// Runs the program with pipes for stdin and stdout, as a script or CI would; or, given
    /// `executable`, that program (a shell that sets limits, then runs this one).
    static func runPiped(executable: String? = nil, arguments: [String] = [], input: String, environment: [String: String]) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let process = Process()
        process.executableURL = try executable.map { URL(fileURLWithPath: $0) } ?? url()
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
