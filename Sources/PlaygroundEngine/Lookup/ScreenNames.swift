import Foundation
import HeadlessUIKit

/// How a screen is named in one line of output: `ProductViewController#3 "Wool Coat"`.
enum ScreenNames {
    static func describe(_ controller: ViewController) -> String {
        AppSnapshot.describe(controller.objectID, title: controller.title)
    }

    /// A word as it must be typed to come back as one word: quoted when it has spaces or quotes.
    static func quotedForTyping(_ word: String) -> String {
        guard needsQuoting(word) else { return word }
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }

    /// `word` typeable the way the person began to type it (`typed`, the word so far as typed), so
    /// that TAB goes on in the same style: in single quotes after `'`, escaped with backslashes
    /// after a backslash, and otherwise as `quotedForTyping(_:)` has it.
    static func quotedForTyping(_ word: String, like typed: Substring) -> String {
        guard needsQuoting(word), !word.isEmpty else { return quotedForTyping(word) }
        if typed.hasPrefix("'"), !word.contains("'") { return "'" + word + "'" }
        let isEscaping = typed.contains("\\") && !typed.contains(where: { $0 == "\"" || $0 == "'" })
        if isEscaping, word.allSatisfy({ !$0.isWhitespace || $0 == " " || $0 == "\t" }) {
            return String(word.flatMap { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" ? ["\\", $0] : [$0] })
        }
        return quotedForTyping(word)
    }

    private static func needsQuoting(_ word: String) -> Bool {
        word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" })
    }
}
