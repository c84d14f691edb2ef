/// Text as it goes into the picture's markup: escaped for XML and HTML, with control characters
/// made visible, and numbers written the same way on every machine.
package enum SVGText {
    /// `text` safe inside an element or a quoted attribute. Control characters, which XML does
    /// not allow and a browser would hide, are shown as the terminal shows them (`^[` for ESC,
    /// `^?` for DEL, `<U+009B>` for C1 controls), so text a person typed stays readable.
    package static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: a scan of its bytes says so without building a copy.
        // Bytes 0xC2 (C1 controls) and 0xEF (U+FFFE, U+FFFF) send it the long way.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF || Self.markupBytes.contains($0) }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}": result += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            case "\u{7F}": result += "^?"
            case "\u{80}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
                result += "&lt;U+" + hex(scalar.value) + "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static let markupBytes: Set<UInt8> = Set("&<>\"'".utf8)

    /// A coordinate with at most one decimal, `12`, `12.5`, `-3.1`: rounded through integers so
    /// that no platform's float formatting can change a byte of the output.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? sign + String(magnitude / 10) : sign + "\(magnitude / 10).\(magnitude % 10)"
    }

    /// `text` cut to `limit` Characters, ending in "…" when cut.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 0 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// `text` broken into lines of at most `limit` Characters, at spaces where it can be.
    static func wrapped(_ text: String, to limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            while word.count > limit {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        lines.append(line)
        return lines
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
