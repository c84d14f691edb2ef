/// Writes pretty JSON (two-space indentation) as a caller walks its data: no document is built
/// first, and nothing recurses, so a 100,000-deep hierarchy costs time and stack in proportion to
/// its size. Indentation stops growing after `indentLimit` levels, so every line costs the same
/// however deep it sits.
///
/// The caller opens and closes containers and writes keys and values in document order; the
/// writer puts in the commas, line breaks and indentation:
///
///     {
///       "id": "Home",
///       "list": [],
///       "map": {}
///     }
///
/// Bytes go into a buffer of its own and from there into the text in chunks. Turning bytes into
/// a `String` checks they are UTF-8, quickly when they are all ASCII and byte by byte otherwise,
/// so non-ASCII strings (already valid) skip the buffer and go into the text as they are: the
/// chunks stay ASCII.
struct JSONWriter: ~Copyable {
    static let indentLimit = 40

    /// The finished part of the text.
    private var text = ""
    /// The bytes written after `text`: `count` of `capacity`.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has no member yet (so: no comma before the next,
    /// and `{}` if it closes now).
    private var containerIsEmpty = true
    /// Whether a key was just written, so the value follows it on the same line.
    private var afterKey = false

    /// Bytes go into the text once there are this many, so the buffer stays small.
    private static let chunkSize = 1 << 14

    init(capacity: Int = 4096) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
        text.reserveCapacity(capacity)
    }

    deinit { bytes.deallocate() }

    /// The whole text.
    consuming func finish() -> String {
        flush()
        return text
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    // MARK: Members

    /// The key of the next member of an object; its value comes next. A key given as a literal
    /// is written as it is, so it must need no escapes.
    mutating func key(_ key: StaticString) {
        startMember()
        append(UInt8(ascii: "\""))
        key.withUTF8Buffer { utf8 in
            assert(Self.kind(of: utf8) == .ascii, "a literal key needs no escapes")
            append(utf8)
        }
        append(UInt8(ascii: "\""))
        afterKey = true
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
    }

    /// A key made at run time, quoted as a string is.
    mutating func key(string key: String) {
        startMember()
        quote(key)
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        afterKey = true
    }

    // MARK: Values

    mutating func null() { literal("null") }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    mutating func int(_ value: Int) {
        startValue()
        var digits = String(value)
        digits.withUTF8 { append($0) }
    }

    mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        startValue()
        var digits = String(value)
        digits.withUTF8 { append($0) }
    }

    mutating func string(_ value: String) {
        startValue()
        quote(value)
    }

    mutating func string(_ value: Substring) {
        startValue()
        quote(value)
    }

    /// A string, or `null` for nil.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    // MARK: Layout

    private mutating func literal(_ word: StaticString) {
        startValue()
        word.withUTF8Buffer { append($0) }
    }

    private mutating func open(_ bracket: UInt8) {
        startValue()
        append(bracket)
        depth += 1
        containerIsEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !containerIsEmpty { newLine() }
        append(bracket)
        containerIsEmpty = false
    }

    /// Before a value: nothing after a key; else the separator of a new member (none at the top).
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            startMember()
        }
    }

    private mutating func startMember() {
        if !containerIsEmpty { append(UInt8(ascii: ",")) }
        containerIsEmpty = false
        newLine()
    }

    /// A line break and the indentation of the current depth.
    private mutating func newLine() {
        if count >= Self.chunkSize { flush() }
        let width = 1 + 2 * min(depth, Self.indentLimit)
        reserve(width)
        bytes[count] = UInt8(ascii: "\n")
        (bytes + count + 1).update(repeating: UInt8(ascii: " "), count: width - 1)
        count += width
    }

    // MARK: Strings

    private enum Kind { case ascii, unicode, needsEscapes }

    private static func kind(of utf8: UnsafeBufferPointer<UInt8>) -> Kind {
        var bits: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return .needsEscapes }
            bits |= byte
        }
        return bits < 0x80 ? .ascii : .unicode
    }

    /// A JSON string literal; non-ASCII text is written as is (JSON is UTF-8).
    private mutating func quote(_ value: some StringProtocol) {
        append(UInt8(ascii: "\""))
        // One look at the bytes, which are copied at once if they are plain ASCII.
        let kind =
            value.utf8.withContiguousStorageIfAvailable { utf8 in
                let kind = Self.kind(of: utf8)
                if kind == .ascii { append(utf8) }
                return kind
            } ?? .needsEscapes
        switch kind {
        case .ascii:
            break
        case .unicode:
            flush()
            text.append(contentsOf: value)
        case .needsEscapes:
            // Rare: its own chunk, so only it is checked byte by byte.
            flush()
            var copy = String(value)
            copy.withUTF8 { appendEscaped($0) }
            flush()
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Copy the runs that need no escape in one go.
        var runStart = 0
        for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
            case UInt8(ascii: "\n"): append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): append(UInt8(ascii: "t"))
            default:
                append(UInt8(ascii: "u"))
                append(UInt8(ascii: "0"))
                append(UInt8(ascii: "0"))
                append(Self.hexDigit(byte >> 4))
                append(Self.hexDigit(byte & 0xF))
            }
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    // MARK: Bytes

    /// Moves the buffered bytes into the text.
    private mutating func flush() {
        guard count > 0 else { return }
        text.append(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        count = 0
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        capacity = max(2 * capacity, needed)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: bytes, count: count)
        bytes.deallocate()
        bytes = grown
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress, !utf8.isEmpty else { return }
        reserve(utf8.count)
        UnsafeMutableRawPointer(bytes + count).copyMemory(from: source, byteCount: utf8.count)
        count += utf8.count
    }
}
