import Foundation

/// Decides, once per process, whether the session is interactive, may use colour, and must make
/// control characters visible.
///
/// Interactive needs both ends to be terminals: libedit turns editing off otherwise, and output
/// captured by a pipe must stay plain so transcripts are deterministic.
public struct TerminalStyle: Equatable, Sendable {
    /// stdin and stdout are both terminals: line editing, prompt and banner are shown.
    public let isInteractive: Bool
    /// Colour escapes may be written (https://no-color.org, and `TERM=dumb` terminals).
    public let usesColor: Bool
    /// stdout is a terminal, which would obey escape sequences in text from files or typed input.
    /// Piped output stays byte for byte what the commands printed, as a transcript records it.
    public let makesControlCharactersVisible: Bool

    public init(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, environment: [String: String]) {
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

    /// How a line of output should look; the front end says, from what kind of line it is.
    public enum Tone: Sendable {
        case plain, error, warning, quiet
    }

    /// A line of output as a terminal shows it: control characters visible, then errors in red,
    /// warnings in yellow, quiet lines (the trace) dimmed. Piped, exactly the engine's line.
    public func decoratedLine(_ text: String, tone: Tone) -> String {
        let text = makesControlCharactersVisible ? text.withVisibleControlCharacters : text
        guard usesColor else { return text }
        let color: String
        switch tone {
        case .plain: return text
        case .error: color = Self.errorColor
        case .warning: color = Self.warningColor
        case .quiet: color = Self.quietColor
        }
        return color + text + Self.resetColor
    }

    /// The prompt as libedit should draw it: colour escapes wrapped in `marker` so libedit knows
    /// they take no columns and keeps the cursor where the person sees it.
    func decoratedPrompt(_ prompt: String, nonPrintingMarker marker: Character) -> String {
        let prompt = prompt.withVisibleControlCharacters
        guard usesColor else { return prompt }
        return "\(marker)\(Self.promptColor)\(marker)\(prompt)\(marker)\(Self.resetColor)\(marker)"
    }
}

extension TerminalStyle {
    /// This process's style, from its standard streams and environment.
    public static var current: TerminalStyle {
        TerminalStyle(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }
}
