extension Substring {
    /// `trimmingCharacters(in: .whitespaces)` without Foundation: the same characters (tab and
    /// Unicode's space separators) trimmed scalar by scalar, as Foundation does, but without
    /// bridging to `NSString`, which made loading the lessons most of the program's start-up.
    func trimmingWhitespace() -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = unicodeScalars.firstIndex(where: { !isWhitespace($0) }),
              let last = unicodeScalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(unicodeScalars[first...last])
    }
}

extension String {
    /// `trimmingCharacters(in: .newlines)` without Foundation (U+000A-U+000D, U+0085, U+2028,
    /// U+2029, as `CharacterSet.newlines`).
    func trimmingNewlines() -> String {
        func isNewline(_ scalar: Unicode.Scalar) -> Bool {
            (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard let first = unicodeScalars.firstIndex(where: { !isNewline($0) }),
              let last = unicodeScalars.lastIndex(where: { !isNewline($0) })
        else { return "" }
        return String(unicodeScalars[first...last])
    }

    /// `split(separator: "\n", omittingEmptySubsequences: false)`, on UTF-8 bytes (several times
    /// faster) unless the text has a "\r" ("\r\n" is one Character, which is not "\n").
    func linesSplitQuickly() -> [Substring] {
        guard !utf8.contains(UInt8(ascii: "\r")) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        return utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension String {
    /// See `Substring.trimmingWhitespace()`.
    func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }
}
