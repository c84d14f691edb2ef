/// The lines that changed the app, in order, kept small: a session lives as long as a person
/// keeps the prompt open, and its log grows with every command that changed the app, so each
/// entry is the number of a distinct line (one byte for the first 128 distinct lines, LEB128),
/// not a `String` of 16 bytes or more. A million pushes and pops cost 2 MB, not 32: an array of
/// lines would be simpler, but `make bench` holds a million push/pop cycles to 5 MB of growth
/// (1.9 MB with this log), and 16 bytes an entry alone would be 32 MB.
struct CommandLog {
    /// Each distinct line once, in the order first logged.
    private var distinctLines: [String] = []
    private var numberOfLine: [String: Int] = [:]
    /// The entries' line numbers, LEB128: seven bits a byte, the high bit set on every byte of a
    /// number but its last.
    private var bytes: [UInt8] = []
    private(set) var count = 0

    mutating func append(_ line: String) {
        let number =
            numberOfLine[line]
            ?? {
                distinctLines.append(line)
                numberOfLine[line] = distinctLines.count - 1
                return distinctLines.count - 1
            }()
        var rest = number
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
        count += 1
    }

    /// The last entry's line.
    var last: String? {
        guard count > 0 else { return nil }
        return entry(startingAt: startOfLast).line
    }

    /// Where the last entry starts: after the byte before it that ends a number (high bit clear),
    /// or at the start.
    private var startOfLast: Int {
        var start = bytes.count - 1
        while start > 0, bytes[start - 1] & 0x80 != 0 { start -= 1 }
        return start
    }

    /// Forgets the last entry (its line stays among the distinct ones).
    mutating func removeLast() {
        guard count > 0 else { return }
        bytes.removeSubrange(startOfLast...)
        count -= 1
    }

    /// The entry whose first byte is at `offset` (0 for the first), and where the next starts.
    func entry(startingAt offset: Int) -> (line: String, next: Int) {
        var number = 0, shift = 0, index = offset
        while bytes[index] & 0x80 != 0 {
            number |= Int(bytes[index] & 0x7F) << shift
            shift += 7
            index += 1
        }
        number |= Int(bytes[index]) << shift
        return (distinctLines[number], index + 1)
    }

    /// Every entry, in order.
    var lines: [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        var offset = 0
        while offset < bytes.count {
            let (line, next) = entry(startingAt: offset)
            result.append(line)
            offset = next
        }
        return result
    }
}
