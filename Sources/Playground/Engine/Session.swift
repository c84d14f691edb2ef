// STUB: the contract the front end and the transcript runner build against.
// The engine (issue 4) replaces the body; the public shape below stays.

/// How a session's app starts: the state a transcript's leading directives or a lesson set up.
public struct StartOptions: Equatable, Sendable {
    /// Services that start out pending (not ready), by name: "catalog", "cart", "account", "profile".
    public var pendingServices: Set<String> = []
    public init(pendingServices: Set<String> = []) { self.pendingServices = pendingServices }

    /// Applies one start directive, e.g. `service catalog pending`. Throws with a readable reason.
    public mutating func apply(directive: String) throws(StartOptionsError) {
        let words = directive.split(separator: " ").map(String.init)
        guard words.count == 3, words[0] == "service", words[2] == "pending" else {
            throw StartOptionsError(message: "unknown directive '\(directive)'")
        }
        pendingServices.insert(words[1])
    }
}

public struct StartOptionsError: Error, Equatable, Sendable {
    public var message: String
}

/// The result of one line at the prompt.
public struct CommandResult: Equatable, Sendable {
    /// What the command printed, without a trailing newline; may be empty.
    public var output: String
    /// The line was refused (bad input); the app is unchanged.
    public var isError: Bool
    /// The user asked to leave (`quit`, `exit`).
    public var shouldQuit: Bool
    public init(output: String, isError: Bool = false, shouldQuit: Bool = false) {
        self.output = output; self.isError = isError; self.shouldQuit = shouldQuit
    }
}

/// One live app and the commands that built it. Pure: a line in, output out. Not thread-safe:
/// one session lives on one thread; run many sessions in parallel, each on its own.
public final class Session {
    public let options: StartOptions
    public init(options: StartOptions = StartOptions()) { self.options = options }

    public var banner: String { "Coordinator Playground. Type 'help' for commands, 'quit' to leave." }
    public var prompt: String { "> " }

    public func execute(_ line: String) -> CommandResult {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "": return CommandResult(output: "")
        case "quit", "exit": return CommandResult(output: "", shouldQuit: true)
        case "help": return CommandResult(output: "commands: help, quit")
        default: return CommandResult(output: "error: unknown command '\(trimmed)'. Type 'help' for commands.", isError: true)
        }
    }

    /// Candidates for TAB: `line` is the text before the cursor; each candidate is the full word
    /// that would replace the word being typed.
    public func completions(forLine line: String) -> [String] {
        let word = line.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return ["help", "quit", "exit"].filter { $0.hasPrefix(word) }
    }
}

import Foundation
