/// Watches the frames a page sends as their bytes pass on to FlyingFox, and stops at the first
/// whose payload is over `limit`: FlyingFox reads a frame's whole payload into memory, however
/// long its header says it is (up to 2^63 bytes). A page sends only control frames, a pong or
/// a close, whose payload is 125 bytes at most (RFC 6455, 5.5), so a small bound loses nothing.
/// Each byte is looked at once at most; a payload's bytes are counted, not kept.
struct WebSocketFrameGate {
    static let payloadLimit = 4 * 1024

    /// The header of the frame under way, until it is whole (14 bytes at most).
    private var header: [UInt8] = []
    /// What is left of the current frame's payload.
    private var payloadLeft = 0

    /// Takes the next bytes from the page; false once a frame is over the limit (the gate then
    /// stays shut).
    mutating func admits(_ bytes: some Collection<UInt8>) -> Bool {
        guard payloadLeft >= 0 else { return false }
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if payloadLeft > 0 {
                let skipped = min(payloadLeft, bytes.distance(from: index, to: bytes.endIndex))
                payloadLeft -= skipped
                index = bytes.index(index, offsetBy: skipped)
                continue
            }
            header.append(bytes[index])
            index = bytes.index(after: index)
            guard let length = Self.payloadLength(ofWhole: header) else { continue }
            header.removeAll(keepingCapacity: true)
            guard length <= Self.payloadLimit else {
                payloadLeft = -1
                return false
            }
            payloadLeft = length
        }
        return true
    }

    /// The payload's length once `header` is whole (two bytes, the extended length, the mask),
    /// nil while it is not.
    private static func payloadLength(ofWhole header: [UInt8]) -> Int? {
        guard header.count >= 2 else { return nil }
        let short = Int(header[1] & 0x7F)
        let extended = short == 126 ? 2 : short == 127 ? 8 : 0
        let masked = header[1] & 0x80 != 0
        guard header.count == 2 + extended + (masked ? 4 : 0) else { return nil }
        guard extended > 0 else { return short }
        let length = header[2..<(2 + extended)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(clamping: length)
    }
}
