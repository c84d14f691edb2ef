/// Output laid out for a screen `width` cells wide: what a terminal shows, and, at
/// `pipedWidth` and plain, what a pipe receives and a transcript records, so a transcript is
/// exactly what a person sees at a terminal of that width.
///
/// Done per printed line, after the command: a line that fits (nearly all do) costs a look at
/// its byte count.
public enum TextLayout {
    /// The width of piped output and transcripts: a terminal's usual width.
    public static let pipedWidth = 80

    /// `lines` in rows no wider than `width`; a line holding several (a `state` document) is
    /// split first. `plain`: no emphasis can be shown (see `MarkdownLayout`).
    public static func lines(of lines: [OutputLine], width: Int, plain: Bool) -> [LaidOutLine] {
        var laidOut: [LaidOutLine] = []
        laidOut.reserveCapacity(lines.count)
        for line in lines {
            if line.kind == .markdown {
                laidOut += MarkdownLayout.rows(of: line.text, width: width, plain: plain).map { LaidOutLine($0, kind: .normal) }
                continue
            }
            if line.kind == .data {
                laidOut += line.text.lines().map { LaidOutLine(String($0), kind: .data) }
                continue
            }
            if line.text.utf8.count <= width, !line.text.containsUTF8(UInt8(ascii: "\n")) {
                laidOut.append(LaidOutLine(line.text, kind: line.kind))
                continue
            }
            for text in line.text.lines() {
                for row in LineWrapping.rows(of: String(text), width: width) {
                    laidOut.append(LaidOutLine(row, kind: line.kind))
                }
            }
        }
        return laidOut
    }

    /// What a pipe receives of `lines`: plain, `pipedWidth` wide. As `lines(of:width:plain:)`
    /// without its spans: a replay lays out every line a transcript holds.
    public static func pipedText(of lines: [OutputLine]) -> [String] {
        var text: [String] = []
        text.reserveCapacity(lines.count)
        for line in lines {
            switch line.kind {
            case .markdown:
                text += MarkdownLayout.rows(of: line.text, width: pipedWidth, plain: true).map { LaidOutLine($0, kind: .normal).text }
            case _ where line.text.utf8.count <= pipedWidth && !line.text.containsUTF8(UInt8(ascii: "\n")):
                text.append(line.text)
            case .data:
                text += line.text.lines().map(String.init)
            default:
                for row in line.text.lines() { text += LineWrapping.rows(of: String(row), width: pipedWidth) }
            }
        }
        return text
    }
}
