import PlaygroundViewWire
import Testing

/// The steps as they cross from the prompt to the view's server: pictures, and between them the
/// steps typed within a burst (command and story), read back whole from pieces of any size.
@Suite struct ViewWireTests {
    @Test func picturesAndBurstStepsAreReadBackInOrderFromPiecesOfAnySize() throws {
        let bytes =
            ViewWire.burstFrame(label: "select Parka", story: "<section class=\"panel story\">é</section>")
            + ViewWire.frame(label: "tap cart", title: "Cart", panels: "<section>p</section>")
        for size in [1, 7, bytes.count] {
            var reader = ViewWire.FrameReader()
            var frames: [ViewWire.Frame] = []
            var start = 0
            while start < bytes.count {
                reader.append(bytes[start..<min(start + size, bytes.count)])
                start += size
                while let frame = try reader.next() { frames.append(frame) }
            }
            #expect(
                frames == [
                    .burst(label: "select Parka", story: "<section class=\"panel story\">é</section>"),
                    .picture(label: "tap cart", title: "Cart", panels: "<section>p</section>"),
                ], "pieces of \(size)")
        }
    }

    @Test(arguments: ["burst 1 2 3\n", "picture 1 2\n", "picture -1 0 0\n", "burst x 1\n", "story 1 1\n"])
    func aHeaderOfTheWrongShapeIsRefused(header: String) {
        var reader = ViewWire.FrameReader()
        reader.append(Array(header.utf8))
        #expect(throws: ViewWire.Malformed.self) { try reader.next() }
    }
}
