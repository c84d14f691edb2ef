import Foundation
import Terminal
import TextLayout

/// The `exercise` commands' lines, laid out for the terminal's width (80 columns when piped), as
/// the prompt lays out its own: a verdict's goals and a compiler's errors run long.
enum ExerciseOutput {
    static let width = TerminalSize.current(environment: ProcessInfo.processInfo.environment).columns

    /// `markdown`: an exercise's README, reflowed as a lesson's text is.
    static func show(_ line: String, markdown: Bool = false) {
        for laidOut in TextLayout.lines(of: [OutputLine(line, kind: markdown ? .markdown : .normal)], width: width, plain: true) {
            print(laidOut.text)
        }
        fflush(nil)
    }
}
