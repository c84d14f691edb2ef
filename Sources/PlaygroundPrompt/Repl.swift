import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundTranscripts
import Terminal
import TextLayout

/// Wires the person's lines to a `Session` (or a `LessonCoach` around one) and its output back
/// to the screen, and carries out what the pure engine only asks for: `FileEffects` writes an
/// exported picture or page and records the session to a transcript; `LiveView` serves the
/// picture in a browser and redraws it after every command.
///
/// When not interactive it prints nothing of its own (no banner, no prompt), so piped output
/// is exactly what the commands printed and can be compared as a transcript.
package final class Repl {
    package enum Outcome: Equatable {
        /// End of input or a quit command.
        case finished
        /// `bailOnError` was set and a command failed in non-interactive mode.
        case stoppedAtError
    }

    let session: any LineInterpreter
    let lineEditor: LineEditor
    /// Exported pictures and the recording: asks before replacing a file at a terminal, needs
    /// `--force` when piped.
    package let files: FileEffects
    /// `view`: off until asked for (`view`, `--view`).
    let view = LiveView()
    /// Read once: a process's environment cannot change from outside, and reading it again
    /// for every output (for `COLUMNS` and `LINES`) parsed all of it each time.
    private let environment = ProcessInfo.processInfo.environment
    /// Where a document longer than the screen is shown, at a terminal.
    private lazy var pager = TerminalPager(environment: environment)

    package init(session: any LineInterpreter, lineEditor: LineEditor) {
        self.session = session
        self.lineEditor = lineEditor
        files = FileEffects(
            session: session, askToReplace: lineEditor.style.isInteractive ? Confirmation.asking(with: lineEditor) : nil)
        lineEditor.completer = { [session] textBeforeCursor in
            let completions = session.completions(forLine: textBeforeCursor)
            return (completions.candidates, completions.replacedLength)
        }
        // Weak: the line editor is the Repl's; a strong capture would keep both alive.
        lineEditor.whileWaitingForKey = { [weak self] in
            self?.publishPictureWhenQuiet() ?? false
        }
    }

    /// `bailOnError` applies only to scripts: a person at the prompt just tries again.
    /// `greeting` is printed after the banner (a lesson's first step), even when piped.
    /// `startingView`: `--view`, the view started before the first command. Ending stops it.
    package func run(bailOnError: Bool, greeting: [OutputLine] = [], startingView: Bool = false) -> Outcome {
        let isInteractive = lineEditor.style.isInteractive
        if isInteractive {
            show([OutputLine(session.banner)])
        }
        defer {
            if view.isOn { _ = view.stop() }
            lineEditor.endSession()
        }
        if startingView, let picture = Picture(of: session) {
            show([view.start(showing: picture, command: "coordinator-playground --view")])
            session.keepTransitionSteps(view.isOn)
        }
        show(greeting)
        while true {
            if isInteractive {
                // The pause while the person reads and types: work kept for it (the app an
                // `undo` left to rebuild) is done a piece at a time until a key arrives.
                while !lineEditor.hasPendingInput, !lineEditor.wasInterrupted, session.doPauseWork() {}
            } else {
                // Piped input has no pauses: a share of that work follows each command.
                session.doWorkBetweenPipedCommands()
            }
            switch lineEditor.readLine(prompt: session.prompt) {
            case .endOfInput:
                if isInteractive {
                    lineEditor.output.show("")  // leave the shell's prompt on a fresh line after Ctrl-D
                }
                return .finished
            case .interrupted:
                continue
            case .line(let line):
                // No pause since the last command, so no picture of it yet: if this line is a
                // command too, the last is a step typed within a burst, kept with its story
                // alone, so a burst costs no snapshot per command.
                view.nextLineArrived(story: session.lastCommandStory())
                var result = session.execute(line)
                carryOutRequests(of: &result, line: line)
                if result.clearsScreen {
                    lineEditor.output.clearScreen()
                }
                show(result.lines)
                if !isInteractive {
                    // Piped output is buffered; a signal ends a piped session (Ctrl-C, Ctrl-\),
                    // and what the commands before it printed must not be lost with the buffer.
                    fflush(nil)  // every output stream; `stdout` itself is not concurrency-safe to name
                }
                if result.shouldQuit {
                    return .finished
                }
                if result.isError && bailOnError && !isInteractive {
                    return .stoppedAtError
                }
            }
        }
    }

    /// Prints a command's output line by line, laid out for the screen's width (80 when piped, as
    /// transcripts record it); a Ctrl-C stops it (the command itself has run to its end, so the
    /// app is as the command left it). Nothing at all, not even an empty line, for a command that
    /// printed nothing.
    ///
    /// Output is printed and scrolls, however long, as in any shell: the person cannot tell in
    /// advance how long it will be, and what they type meanwhile must reach the next prompt. Only
    /// a document they asked to read (`OutputLine.isDocument`: `help`, `code`, `intro`) goes
    /// through the pager, at a terminal, when it is longer than the screen.
    private func show(_ lines: [OutputLine]) {
        guard lines.count > 1 || lines.first?.text.isEmpty == false else { return }
        let style = lineEditor.style
        let size = TerminalSize.current(environment: environment)
        // Visible line by line: the newlines between a line's lines are its own, not escapes. A
        // table's row keeps its cells, for the layout to set its columns for the width.
        let shown =
            style.makesControlCharactersVisible
            ? lines.map { line in
                var visible = line
                visible.text = TerminalOutput.lines(of: line.text).map(\.withVisibleControlCharacters).joined(separator: "\n")
                visible.cells = line.cells?.map(\.withVisibleControlCharacters)
                return visible
            } : lines
        let plain = !style.usesColor
        guard style.isInteractive, let rows = size.rows, pager.command != nil, shown.contains(where: \.isDocument) else {
            if style.isPlain, shown.contains(where: { $0.kind == .data }) {
                showKeepingDataWhole(shown, width: size.columns)
                return
            }
            let printed = TextLayout.lines(of: shown, width: size.columns, plain: plain)
            var left = printed.count
            printLines(printed, left: &left)
            return
        }
        // The page shows what the command did while the person reads the document.
        publishPicture()
        let parts = Self.parts(of: shown).map { part in
            (part.isDocument, lines: TextLayout.lines(of: part.lines, width: size.columns, plain: plain))
        }
        var left = parts.reduce(0) { $0 + $1.lines.count }
        for (isDocument, printed) in parts {
            // One screen less the prompt's line: more would scroll the first lines away unread.
            if isDocument, printed.count >= rows, !lineEditor.wasInterrupted,
                pager.show(printed.map { style.decoratedLine($0.toned) + "\n" }.joined())
            {
                left -= printed.count
                continue
            }
            guard printLines(printed, left: &left) else { return }
        }
    }

    /// Prints `lines` on output nothing decorates, each data line (`state`, an exported graph)
    /// written as it is: its rows are never wrapped, so the layout would only cut it into lines
    /// for each to be printed alone, which for the `state` of a big app was nine tenths of the
    /// time and five times the document's size in memory. The same bytes as laying it out.
    private func showKeepingDataWhole(_ lines: [OutputLine], width: Int) {
        // Runs of other lines are laid out together, as a table's rows must be.
        var runs: [(data: String?, laidOut: [LaidOutLine])] = []
        var others: [OutputLine] = []
        for line in lines {
            guard line.kind == .data else {
                others.append(line)
                continue
            }
            if !others.isEmpty { runs.append((nil, TextLayout.lines(of: others, width: width, plain: true))) }
            others = []
            runs.append((line.text, []))
        }
        if !others.isEmpty { runs.append((nil, TextLayout.lines(of: others, width: width, plain: true))) }
        /// The lines of `runs` from `index` on: counted only when a Ctrl-C stops the output.
        func lineCount(from index: Int) -> Int {
            runs[index...].reduce(0) { $0 + ($1.data.map { $0.lines().count } ?? $1.laidOut.count) }
        }
        for (index, run) in runs.enumerated() {
            guard let data = run.data else {
                var left = run.laidOut.count + lineCount(from: index + 1)
                guard printLines(run.laidOut, left: &left) else { return }
                continue
            }
            if let rest = lineEditor.output.showWhole(data, stop: { lineEditor.wasInterrupted }) {
                let left = String(rest).lines().count + lineCount(from: index + 1)
                lineEditor.output.show("^C output stopped: \(left) more line\(left == 1 ? "" : "s") not shown", tone: .warning)
                return
            }
        }
    }

    /// The output in runs of lines that are all documents or all not, in order.
    private static func parts(of lines: [OutputLine]) -> [(isDocument: Bool, lines: [OutputLine])] {
        var parts: [(isDocument: Bool, lines: [OutputLine])] = []
        for line in lines {
            if let last = parts.indices.last, parts[last].isDocument == line.isDocument {
                parts[last].lines.append(line)
            } else {
                parts.append((line.isDocument, [line]))
            }
        }
        return parts
    }

    /// Prints laid-out lines, counting down `left` (the lines of the whole output not yet
    /// printed); after a Ctrl-C says how many are left instead, and returns false.
    @discardableResult
    private func printLines(_ lines: [LaidOutLine], left: inout Int) -> Bool {
        for line in lines {
            if lineEditor.wasInterrupted {
                lineEditor.output.show("^C output stopped: \(left) more line\(left == 1 ? "" : "s") not shown", tone: .warning)
                return false
            }
            if line.spans.count == 1, line.spans[0].emphasis == .none {
                lineEditor.output.show(line.spans[0].text, tone: line.kind.tone)
            } else {
                lineEditor.output.show(spans: line.toned)
            }
            left -= 1
        }
        return true
    }

    private func carryOutRequests(of result: inout CommandResult, line: String) {
        if case .writePage(let path, let replacing) = result.picture, let picture = Picture(of: session) {
            result.fileToWrite = FileWrite(path: path, contents: picture.html(), replacing: replacing)
        }
        files.carryOut(&result, line: line)
        // After the recording: the view's lines are the machine's (see `LiveView`).
        switch result.picture {
        case .startView:
            guard let picture = Picture(of: session) else { return }
            let started = view.start(showing: picture, command: line)
            result.lines.append(started)
            result.isError = result.isError || started.kind == .error
            session.keepTransitionSteps(view.isOn)
            return
        case .stopView:
            result.lines.append(view.stop())
            session.keepTransitionSteps(false)
            return
        case .printPage:
            // Not recorded: a replay draws no page.
            guard let picture = Picture(of: session) else { return }
            result.lines = [OutputLine(picture.html(), kind: .data)]
            return
        case .writePage, nil:
            break
        }
        // Only while the view is on. A refused command left the app as it was, and is a step
        // too: the page tells its error.
        guard view.isOn, !Self.isBlankOrComment(line) else { return }
        if let warning = view.commandRan(line) {
            result.lines.append(warning)
            session.keepTransitionSteps(false)
        } else if !lineEditor.style.isInteractive {
            publishPicture()  // piped input has no pauses to wait for
        }
    }

    /// A line that runs no command: no step of the page's history.
    private static func isBlankOrComment(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.isEmpty || text.hasPrefix("#")
    }

    /// At a terminal, while the prompt waits for a key: the app's picture to the view once no key
    /// comes for a moment, or the page has waited long enough (`LiveView.waitBeforePicture`).
    /// True when a key came first, and the picture waits for the next pause.
    private func publishPictureWhenQuiet() -> Bool {
        guard let wait = view.waitBeforePicture else { return false }
        if wait > .zero, lineEditor.waitForInput(upTo: wait) { return true }
        publishPicture()
        return false
    }

    /// The app's picture to the view, if a command ran since the last one.
    private func publishPicture() {
        guard view.isStale, let picture = Picture(of: session) else { return }
        view.publish(picture)
    }
}

extension LaidOutLine {
    /// The line's spans in the tones the terminal shows them in.
    var toned: [(text: String, tone: TerminalStyle.Tone)] {
        spans.map { span in
            let tone: TerminalStyle.Tone =
                switch span.emphasis {
                case .none: kind.tone
                case .strong: .strong
                case .emphasis: .emphasis
                case .code: .code
                case .rule: .rule
                }
            return (span.text, tone)
        }
    }
}

extension OutputLine.Kind {
    /// How the terminal shows a line of this kind.
    var tone: TerminalStyle.Tone {
        switch self {
        case .normal, .markdown, .data, .code: .plain
        case .error, .crash: .error
        case .warning: .warning
        case .trace: .quiet
        }
    }
}
