import Foundation
import HeadlessUIKit

/// How a screen is named in one line of output: `ProductViewController#3 "Wool Coat"`.
enum ScreenNames {
    static func describe(_ controller: ViewController) -> String {
        AppSnapshot.describe(controller.objectID, title: controller.title)
    }

    /// A word as it must be typed to come back as one word: quoted when it has spaces or quotes.
    static func typeable(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }) else {
            return word
        }
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
