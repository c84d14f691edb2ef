import Foundation
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

@Suite struct TranscriptParserTests {
    @Test func classifiesEveryLineAndNumbersCommands() throws {
        let text = """
            # header
            % service catalog pending

            > help
            commands: help, quit
            >
            # between
            > frobnicate
            error: one

            error: two


            """
        let transcript = try TranscriptParser.parse(text, path: "t.transcript")
        #expect(
            transcript.entries == [
                .comment("# header"),
                .directive(.init(line: "% service catalog pending", text: "service catalog pending", lineNumber: 2)),
                .blank,
                .command(.init(line: "> help", text: "help", lineNumber: 4, expectedOutput: ["commands: help, quit"])),
                .command(.init(line: ">", text: "", lineNumber: 6, expectedOutput: [])),
                .comment("# between"),
                .command(.init(line: "> frobnicate", text: "frobnicate", lineNumber: 8, expectedOutput: ["error: one", "", "error: two"])),
            ])
        // The blank line inside the output is output; the one at the end of the file is not.
        #expect(transcript.trailingBlankLineCount == 1)
    }

    @Test func onlyHashSpaceOrLoneHashIsAComment() throws {
        let transcript = try TranscriptParser.parse("> show\n#3 ProductViewController\n#!\n#\n> next\n", path: "t")
        #expect(transcript.commands.map(\.expectedOutput) == [["#3 ProductViewController", "#!"], []])
        #expect(transcript.entries.contains(.comment("#")))
    }

    @Test func outputAfterACommentIsAnErrorNamingTheLine() {
        #expect(
            throws: TranscriptProblem(
                path: "t.transcript", line: 4,
                message: "output after a comment: output must follow its command directly, and a comment ends a command's output")
        ) {
            try TranscriptParser.parse("> help\ncommands\n# the output ends here\nmore output\n", path: "t.transcript")
        }
    }

    @Test func outputBeforeAnyCommandIsAnErrorNamingTheLine() {
        #expect(
            throws: TranscriptProblem(
                path: "t.transcript", line: 3,
                message: "output before any command: a transcript starts with comments, '% directives' and then '> command' lines")
        ) {
            try TranscriptParser.parse("# header\n\nstray output\n> help\n", path: "t.transcript")
        }
    }

    @Test func aDirectiveAfterTheFirstCommandIsAnErrorButPercentOutputIsOutput() throws {
        #expect(try TranscriptParser.parse("> load\n% done\n", path: "t").commands[0].expectedOutput == ["% done"])
        #expect(throws: TranscriptProblem(path: "t", line: 3, message: "a directive must come before the first command")) {
            try TranscriptParser.parse("> load\n# now\n% service cart pending\n", path: "t")
        }
    }

    @Test func windowsLineEndingsReadAsPlainLines() throws {
        let transcript = try TranscriptParser.parse("> help\r\ncommands: help, quit\r\n", path: "t")
        #expect(transcript.commands == [.init(line: "> help", text: "help", lineNumber: 1, expectedOutput: ["commands: help, quit"])])
    }

    @Test func aLineThatIsNotUTF8IsAnErrorNamingTheLine() throws {
        let path = try TranscriptFixtures.scratchFolder() + "/latin1.transcript"
        try Data("> help\ncommands: help, quit\n> caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(throws: TranscriptProblem(path: path, line: 3, message: "the line is not valid UTF-8")) {
            try TranscriptParser.read(path: path)
        }
    }
}
