import Testing

@testable import Terminal

@Suite("Keys from bytes")
struct UTF8KeyDecoderTests {
    private func decode(_ bytes: [UInt8]) -> String {
        var decoder = UTF8KeyDecoder()
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if let scalar = decoder.decode(byte) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test("ASCII, two-, three- and four-byte characters arrive whole")
    func wellFormed() {
        #expect(decode(Array("a é → 🙂\u{1B}[A".utf8)) == "a é → 🙂\u{1B}[A")
    }

    @Test("A malformed sequence is dropped and the byte that cut it short starts over")
    func malformed() {
        #expect(decode([0xC3, 0x41]) == "A")  // é cut short by an A
        #expect(decode([0xFF, 0x42, 0x80, 0x43]) == "BC")  // bytes that start nothing
        #expect(decode([0xE0, 0x80, 0x80, 0x44]) == "D")  // an overlong NUL
        #expect(decode([0xED, 0xA0, 0x80, 0x45]) == "E")  // a UTF-16 surrogate
    }
}
