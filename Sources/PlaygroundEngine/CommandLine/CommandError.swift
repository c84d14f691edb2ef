import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// Why a command was refused. The session prints it as one line, `error: <message>` (after any
/// lines that explain it, such as the hops of a message nobody handled), and leaves the app
/// exactly as it was.
package struct CommandError: Error, Equatable {
    package let message: String
    /// Lines printed before the error line.
    package var precedingLines: [String] = []
    /// Set when the app crashed: the session prints the crash line and what it did about it
    /// instead of an error line, after `outputBeforeCrash` (warnings, and the trace when on).
    package var crash: Crash?
    package var outputBeforeCrash: [OutputLine] = []

    package init(_ message: String, after precedingLines: [String] = []) {
        self.message = message
        self.precedingLines = precedingLines
    }

    /// "unknown screen 'ProductViewControler#3'; did you mean ProductViewController#3?", or when
    /// nothing is close and the candidates are few, the list of them.
    package static func unknown(
        _ what: String, _ name: String, on screen: ViewController? = nil, among candidates: [String], listing: Bool = true
    ) -> CommandError {
        var message = "unknown \(what) '\(name)'"
        if let screen { message += " on \(screen.objectName)" }
        if let suggestion = Suggestion.closest(to: name, among: candidates) {
            message += "; did you mean \(suggestion)?"
        } else if listing, (1...16).contains(candidates.count) {
            message += " (there are: \(candidates.joined(separator: ", ")))"
        }
        return CommandError(message)
    }
}

extension CommandError {
    /// The app crashed while the command ran or settled.
    init(crash: Crash, after output: [OutputLine]) {
        self.init(crash.consoleText)
        self.crash = crash
        self.outputBeforeCrash = output
    }

    /// An unknown message: the closest one when it is a likely typo, else every message the app
    /// has (a person who types `send foo` wants to know what there is to send).
    package static func unknownMessage(_ typed: String, among names: [String]) -> CommandError {
        var error = unknown("message", typed, among: names, listing: false)
        if Suggestion.closest(to: typed, among: names) == nil, !names.isEmpty {
            error = CommandError(error.message + " (the app's messages: \(names.joined(separator: ", ")))")
        }
        return error
    }

    /// The app's refusal as the prompt says it: an unknown name gets the suggestion any unknown
    /// name gets.
    /// What `body` returns, or what the app refused, as the engine says it.
    static func refusing<Value>(_ body: () throws(AppRefusal) -> Value) throws(CommandError) -> Value {
        do throws(AppRefusal) {
            return try body()
        } catch {
            throw CommandError(refusal: error)
        }
    }

    init(refusal: AppRefusal) {
        guard let unknown = refusal.unknownName else {
            self.init(refusal.message)
            return
        }
        self = .unknown(unknown.kind, unknown.typed, among: unknown.known)
    }
}
