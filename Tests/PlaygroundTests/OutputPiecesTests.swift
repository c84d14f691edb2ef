import Testing

@testable import Playground

/// A long output is printed a piece at a time, each cut at a line end, so Ctrl-C can stop the
/// printing between two pieces (a deep `state` once printed megabytes whatever keys were pressed).
@Suite struct OutputPiecesTests {
    @Test func aDeepStateComesInPiecesCutAtLineEndsThatJoinToTheWhole() throws {
        let session = Session()
        for _ in 0..<200 { _ = session.execute("push product 1") }
        let state = try #require(session.execute("state").lines.first)
        #expect(state.text.utf8.count > 500_000)
        let pieces = state.pieces(ofAbout: 1 << 16)
        #expect(pieces.count >= state.text.utf8.count / ((1 << 16) + 200))
        #expect(pieces.joined() == state.text)
        for piece in pieces.dropLast() {
            #expect(piece.last == "\n")
            #expect(piece.utf8.count >= 1 << 16)
            #expect(piece.utf8.count < (1 << 16) + 200)
        }
    }

    @Test func aShortOrSingleLineTextIsOnePiece() {
        #expect(OutputLine("now showing HomeViewController#1").pieces() == ["now showing HomeViewController#1"])
        #expect(OutputLine("").pieces() == [""])
        let long = String(repeating: "x", count: 100)
        #expect(OutputLine(long).pieces(ofAbout: 10) == [Substring(long)])
        #expect(OutputLine("ab\ncd\nef").pieces(ofAbout: 1) == ["ab\n", "cd\n", "ef"])
        #expect(OutputLine("ab\n").pieces(ofAbout: 1) == ["ab\n"])
    }
}
