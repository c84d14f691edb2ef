import Testing

@testable import PlaygroundViewServer

/// The gate on what a page sends: frames within the bound pass, however their bytes are cut
/// up; the first frame over it shuts the gate, as soon as its header says so.
struct WebSocketFrameGateTests {
    static let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

    /// A masked frame's header for a payload of `length`, as a browser writes it.
    static func header(opcode: UInt8 = 1, length: Int) -> [UInt8] {
        let first: UInt8 = 0x80 | opcode
        if length < 126 { return [first, 0x80 | UInt8(length)] + mask }
        if length <= Int(UInt16.max) { return [first, 0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)] + mask }
        return [first, 0x80 | 127] + (0..<8).reversed().map { UInt8((UInt64(length) >> (8 * UInt64($0))) & 0xFF) } + mask
    }

    static func frame(opcode: UInt8 = 1, length: Int) -> [UInt8] {
        header(opcode: opcode, length: length) + [UInt8](repeating: 0x61, count: length)
    }

    @Test func framesWithinTheBoundPassWhateverTheirCuts() {
        let stream =
            Self.frame(opcode: 9, length: 13) + Self.frame(opcode: 8, length: 0) + Self.frame(length: 200)
            + Self.frame(length: WebSocketFrameGate.payloadLimit) + Self.frame(opcode: 10, length: 125)
        for cut in [stream.count, 1, 2, 3, 7, 100, 4097] {
            #expect(Self.admitsAll(stream, cutEvery: cut), "cut every \(cut) bytes")
        }
    }

    /// Whether one gate admits every piece of `bytes` cut every `cut` bytes.
    static func admitsAll(_ bytes: [UInt8], cutEvery cut: Int) -> Bool {
        var gate = WebSocketFrameGate()
        return stride(from: 0, to: bytes.count, by: cut).allSatisfy { gate.admits(bytes[$0..<min($0 + cut, bytes.count)]) }
    }

    @Test func theFirstFrameOverTheBoundShutsTheGateAtItsHeader() {
        for length in [WebSocketFrameGate.payloadLimit + 1, 65_536, 1 << 40, Int.max] {
            var gate = WebSocketFrameGate()
            let header = Self.header(length: length)
            let steps = [
                gate.admits(Self.frame(opcode: 9, length: 5)), gate.admits(header.dropLast()), gate.admits(header.suffix(1)),
                gate.admits(Self.frame(opcode: 9, length: 1)),
            ]
            // A frame first, the header all but its last byte, the last byte, then the gate stays shut.
            #expect(steps == [true, true, false, false], "\(length)")
        }
        var unmasked = WebSocketFrameGate()
        let admitted = unmasked.admits([0x81, 127, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(!admitted)
    }
}
