/// Trimming without Foundation: `trimmingCharacters(in:)` bridges to `NSString` on Linux, which
/// made loading the lessons most of the program's start-up and was 2% of running a command. Each
/// trims the same scalars as Foundation's character set of the same name (checked against it by
/// a test; its tables still count U+200B, zero width space, as a space, as Unicode did before
/// 4.0.1).
extension Substring {
    /// `trimmingCharacters(in: .whitespaces)`: tab, Unicode's space separators and U+200B.
    package func trimmingWhitespace() -> String {
        trimmingScalars { $0 == "\t" || $0.value == 0x200B || $0.properties.generalCategory == .spaceSeparator }
    }

    /// `trimmingCharacters(in: .newlines)`: U+000A-U+000D, U+0085, U+2028, U+2029.
    package func trimmingNewlines() -> String {
        trimmingScalars(where: Self.isNewline)
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)`. Every command line goes through it, so a
    /// line that starts and ends with a visible ASCII character (nearly every one) is returned
    /// as it is.
    package func trimmingWhitespaceAndNewlines() -> String {
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return String(self)
        }
        return trimmingScalars {
            $0 == "\t" || $0.value == 0x200B || $0.properties.generalCategory == .spaceSeparator || Self.isNewline($0)
        }
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        guard let first = unicodeScalars.firstIndex(where: { !isTrimmed($0) }),
            let last = unicodeScalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(unicodeScalars[first...last])
    }
}

extension String {
    package func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }
    package func trimmingNewlines() -> String { self[...].trimmingNewlines() }
    package func trimmingWhitespaceAndNewlines() -> String { self[...].trimmingWhitespaceAndNewlines() }
}
