import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

/// `view` takes the snapshot for drawing after every command, without what no picture shows (the
/// services, the model, the live objects): it must draw exactly what the whole snapshot draws.
@Suite struct PictureSnapshotTests {
    @Test(arguments: [
        [], ["select Coats", "select Parka", "tap addToCart", "tap cart", "select 0"],
        ["open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn", "tap selectCity"],
        ["service catalog pending", "select Coats"],
    ])
    func theSnapshotForDrawingDrawsWhatTheWholeOneDraws(lines: [String]) throws {
        let session = Session()
        for line in lines { _ = session.execute(line) }
        let whole = try #require(session.appSnapshot())
        let forDrawing = try #require(session.pictureSnapshot())
        #expect(Picture(snapshot: forDrawing).html() == Picture(snapshot: whole).html())
        #expect(forDrawing.controllers == whole.controllers && forDrawing.coordinators == whole.coordinators)
        #expect(forDrawing.chain == whole.chain && forDrawing.shownScreens == whole.shownScreens)
        #expect(forDrawing.services.isEmpty && forDrawing.liveObjects.isEmpty && forDrawing.model == .null)
    }
}
