import HeadlessUIKit
import PlaygroundHost

/// Where replies to the messages a person sent collect until the session prints them: a reply
/// arrives when the run loop settles, the same command or (for a queued message) a later one.
/// Holds text only, never an app object, so a queued reply closure keeps nothing of the app alive.
final class ReplyInbox {
    private var lines: [String] = []

    func receive(_ line: String) { lines.append(line) }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}
