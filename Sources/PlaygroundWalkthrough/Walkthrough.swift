import MarkdownModel
import PlaygroundPicture

/// A run of commands kept to be stepped through: each frame a command (or a lesson step's
/// start) with what it printed and the picture of the app after it. A replayed transcript and a
/// lesson worked through by its solutions both become one; `WalkthroughPage` draws it as one
/// self-contained page.
package struct Walkthrough: Equatable, Sendable {
    /// The page's heading: the transcript's path, or the lesson.
    package var title: String
    /// One line under the heading: passed, where it failed, how many steps.
    package var summary: String
    /// Whether something differed (a transcript that failed): the page says so in red.
    package var failed: Bool
    package var frames: [Frame]

    package struct Frame: Equatable, Sendable {
        /// A heading over the frame ("Step 2 of 4: Choose a region"); nil for a plain command.
        package var heading: String?
        /// A lesson's or a step's text, read into the blocks the prompt lays out, drawn first.
        package var text = MarkdownDocument()
        /// What comes before the command as it is written: a transcript's comments, the
        /// commands a lesson set up.
        package var notes: [String]
        /// As typed at the prompt; nil for a frame that shows an app as it starts.
        package var command: String?
        /// Where the command is in its file, when it has one.
        package var lineNumber: Int?
        package var output: [Line]
        package var picture: Picture

        /// Whether a line of the output differs from what was expected.
        package var differs: Bool { output.contains { $0.kind == .expectedOnly || $0.kind == .printedOnly } }
    }

    package struct Line: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            case normal, error, warning, trace
            /// Expected (by a transcript) and not printed.
            case expectedOnly
            /// Printed and not expected.
            case printedOnly
        }

        package var text: String
        package var kind: Kind
        /// The line of the file that holds it (an expected line of a transcript).
        package var lineNumber: Int?
        /// A lesson's words the prompt printed as Markdown (a recap), read as the terminal reads
        /// them, for the page to draw.
        package var markdown: MarkdownDocument?

        package init(_ text: String, kind: Kind = .normal, lineNumber: Int? = nil, markdown: MarkdownDocument? = nil) {
            self.text = text
            self.kind = kind
            self.lineNumber = lineNumber
            self.markdown = markdown
        }
    }

    /// The frame the page opens at: the first that differs, else the first.
    package var openingFrame: Int { frames.firstIndex(where: \.differs) ?? 0 }
}
