/// Turns the bytes a terminal sends into characters for libedit, one byte at a time, as
/// libedit's own reader does: a malformed sequence is dropped, and its last byte starts over.
struct UTF8KeyDecoder {
    private var pending: [UInt8] = []

    /// The character `byte` completes, or nil while a sequence is incomplete or was dropped.
    mutating func decode(_ byte: UInt8) -> Unicode.Scalar? {
        if !pending.isEmpty && byte & 0xC0 != 0x80 {
            pending = []  // a sequence cut short: drop it, this byte starts afresh
        }
        pending.append(byte)
        guard pending.count >= Self.length(startingWith: pending[0]) else { return nil }
        defer { pending = [] }
        var iterator = pending.makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return nil }
        return scalar
    }

    /// Forgets a half-read sequence (the line it belonged to was cancelled).
    mutating func reset() {
        pending = []
    }

    /// How many bytes the sequence `lead` starts has; 1 for a byte that cannot start one, which
    /// the decoder then rejects on its own.
    private static func length(startingWith lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
