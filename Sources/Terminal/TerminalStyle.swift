import Foundation

/// Decides, once per process, whether the session is interactive, may use colour, and must make
/// control characters visible.
///
/// Interactive needs both ends to be terminals: libedit turns editing off otherwise, and output
/// captured by a pipe must stay plain so transcripts are deterministic.
package struct TerminalStyle: Equatable, Sendable {
    /// stdin and stdout are both terminals: line editing, prompt and banner are shown.
    package let isInteractive: Bool
    /// Colour escapes may be written (https://no-color.org, and `TERM=dumb` terminals).
    package let usesColor: Bool
    /// stdout is a terminal, which would obey escape sequences in text from files or typed input.
    /// Piped output stays byte for byte what the commands printed, as a transcript records it.
    package let makesControlCharactersVisible: Bool

    /// Whether every line is printed as it is: no colour, no control characters made visible.
    package var isPlain: Bool { !usesColor && !makesControlCharactersVisible }

    package init(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, environment: [String: String]) {
        isInteractive = stdinIsTerminal && stdoutIsTerminal
        usesColor = isInteractive && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        makesControlCharactersVisible = stdoutIsTerminal
    }

    /// Escape that starts the prompt's colour (bold cyan) and the one that resets it.
    static let promptColor = "\u{1B}[1;36m"
    static let resetColor = "\u{1B}[0m"
    static let errorColor = "\u{1B}[31m"
    static let warningColor = "\u{1B}[33m"
    static let quietColor = "\u{1B}[2m"
    static let strongColor = "\u{1B}[1m"
    static let emphasisColor = "\u{1B}[4m"
    static let codeColor = "\u{1B}[36m"

    /// How a line of output, or a span of one, should look; the front end says, from what kind
    /// of line it is (and, in lesson text, what the Markdown marks).
    package enum Tone: Sendable {
        case plain, error, warning, quiet
        /// Bold: `**strong**` and headings.
        case strong
        /// Underlined: `*emphasis*`.
        case emphasis
        /// Cyan: inline code.
        case code
        /// Dim, like the trace: the rule beside a code block.
        case rule
    }

    private static func color(of tone: Tone) -> String? {
        switch tone {
        case .plain: nil
        case .error: errorColor
        case .warning: warningColor
        case .quiet, .rule: quietColor
        case .strong: strongColor
        case .emphasis: emphasisColor
        case .code: codeColor
        }
    }

    /// A line of output as a terminal shows it: control characters visible, then errors in red,
    /// warnings in yellow, quiet lines (the trace) dimmed, each reset at the line's end. Piped,
    /// exactly the engine's line.
    package func decoratedLine(_ text: String, tone: Tone) -> String {
        let text = makesControlCharactersVisible ? text.withVisibleControlCharacters : text
        guard usesColor, let color = Self.color(of: tone) else { return text }
        return color + text + Self.resetColor
    }

    /// A line in spans of their own tones (lesson text): each coloured span is reset where it
    /// ends, so the text after it, and the next line, start plain.
    package func decoratedLine(_ spans: [(text: String, tone: Tone)]) -> String {
        spans.map { decoratedLine($0.text, tone: $0.tone) }.joined()
    }

    /// The prompt as libedit should draw it: colour escapes wrapped in `marker` so libedit knows
    /// they take no columns and keeps the cursor where the person sees it.
    ///
    /// The reset goes before the prompt's trailing spaces: libedit writes nothing of a prompt
    /// after its last visible character, so a reset at its very end never reached the terminal
    /// and the typed text, and all output after it, took the prompt's colour.
    func decoratedPrompt(_ prompt: String, nonPrintingMarker marker: Character) -> String {
        let prompt = prompt.withVisibleControlCharacters
        guard usesColor else { return prompt }
        let body = prompt.reversed().drop(while: { $0 == " " }).reversed()
        let trailing = prompt.dropFirst(body.count)
        return "\(marker)\(Self.promptColor)\(marker)\(String(body))\(marker)\(Self.resetColor)\(marker)\(trailing)"
    }
}

extension TerminalStyle {
    /// This process's style, from its standard streams and environment.
    package static var current: TerminalStyle {
        TerminalStyle(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }
}
