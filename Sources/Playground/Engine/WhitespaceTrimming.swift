extension Substring {
    /// `trimmingCharacters(in: .whitespaces)` without Foundation: the same characters (tab,
    /// Unicode's space separators and U+200B, see below) trimmed scalar by scalar, as Foundation does, but without
    /// bridging to `NSString`, which made loading the lessons most of the program's start-up.
    func trimmingWhitespace() -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
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

    /// `trimmingCharacters(in: .whitespacesAndNewlines)` without Foundation: every command line
    /// goes through it, and bridging to `NSString` was 2% of running a command. A line that
    /// starts and ends with a visible ASCII character (nearly every one) is returned as it is.
    func trimmingWhitespaceAndNewlines() -> String {
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return self
        }
        // Foundation's set, checked against it scalar by scalar: its tables still count U+200B
        // (zero width space) as a space, as Unicode did before 4.0.1.
        func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
            (0x09...0x0D).contains(scalar.value) || [0x85, 0x200B, 0x2028, 0x2029].contains(scalar.value)
                || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = unicodeScalars.firstIndex(where: { !isTrimmed($0) }),
              let last = unicodeScalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(unicodeScalars[first...last])
    }
}
