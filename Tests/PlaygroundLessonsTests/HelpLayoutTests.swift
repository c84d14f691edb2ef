import ShippedApps
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// `help COMMAND` is laid out for the width it meets: every command's text, in both apps and the
/// coach's, fits 60, 80 and 132 columns, and its prose is filled, no row ending short of the
/// width when the next word would have fitted.
@Suite struct HelpLayoutTests {
    static let widths = [60, 80, 132]

    /// Every `help COMMAND` at the prompt a person has (the coach around the engine), per app.
    static func helpTexts(inApp app: String) throws -> [(command: String, lines: [OutputLine])] {
        let coach = LessonCoach(apps: .shipped, lessons: [], store: InMemoryProgressStore(), confirm: { _ in true })
        _ = coach.execute("app \(app)")
        return coach.commands.descriptions.map { ($0.name, coach.execute("help \($0.name)").lines) }
    }

    @Test(arguments: ["shop", "items"])
    func everyHelpTextFitsAndIsFilledAtEveryWidth(app: String) throws {
        let texts = try Self.helpTexts(inApp: app)
        #expect(texts.count == 49)
        for (command, lines) in texts {
            #expect(lines.first?.text.hasPrefix("usage: ") == true, "help \(command)")
            #expect(lines.contains { $0.kind == .markdown }, "help \(command) has no prose")
            for width in Self.widths {
                for plain in [true, false] {
                    let rows = TextLayout.lines(of: lines, width: width, plain: plain)
                    for row in rows {
                        #expect(row.text.terminalCells <= width, "\(app): help \(command) at \(width): '\(row.text)' is too wide")
                    }
                    let prose = TextLayout.lines(of: lines.filter { $0.kind == .markdown }, width: width, plain: plain)
                    let ragged = raggedRows(in: prose, width: width).map { prose[$0].text }
                    #expect(ragged == [], "\(app): help \(command) at \(width) has rows that end short")
                }
            }
        }
    }

    /// Examples are a paragraph of their own, one command each in backticks: never joined to the
    /// prose before them, never split across two rows.
    @Test func examplesStandApartAndWhole() throws {
        let texts = try Self.helpTexts(inApp: "shop")
        let send = try #require(texts.first { $0.command == "send" }?.lines)
        let rows = TextLayout.lines(of: send, width: 60, plain: true).map(\.text)
        #expect(
            rows.suffix(3) == [
                "",
                "Examples: 'send cartAdd product=1 color=Navy',",
                "'send cartStatus from Button#3'",
            ])
        let wide = TextLayout.lines(of: send, width: 132, plain: true).map(\.text)
        #expect(wide.suffix(2) == ["", "Examples: 'send cartAdd product=1 color=Navy', 'send cartStatus from Button#3'"])
    }

    // MARK: The check itself

    @Test func aRowEndingShortOfAWordThatFitsIsRagged() {
        let rows = ["Sends MESSAGE from RESPONDER", "and prints each hop", "", "Examples: none"].map { LaidOutLine($0, kind: .normal) }
        // "and" fits after the first row within 40 cells; the row before a blank one ends its paragraph.
        #expect(raggedRows(in: rows, width: 40) == [0])
        #expect(raggedRows(in: rows, width: 31) == [])
    }

    @Test func aFilledParagraphIsNotRagged() {
        let rows = ["Sends MESSAGE from RESPONDER and prints", "  each hop it met on its way"].map { LaidOutLine($0, kind: .normal) }
        // The hang's spaces are not part of the next word: "each" does not fit in 40.
        #expect(raggedRows(in: rows, width: 40) == [])
    }

    @Test func inlineCodeThatFitsOnARowIsOneWord() {
        let code = [
            LaidOutLine([TextSpan("Examples: "), TextSpan("'send cartAdd'", .code), TextSpan(",")], kind: .normal),
            LaidOutLine([TextSpan("'send cartStatus from Button#3'", .code)], kind: .normal),
        ]
        // 'send would fit after the first row, the whole command would not.
        #expect(raggedRows(in: code, width: 40) == [])
        #expect(raggedRows(in: code, width: 60) == [0])
        let plain = code.map { LaidOutLine($0.text, kind: .normal) }
        #expect(raggedRows(in: plain, width: 40) == [0])
    }
}
