extension String {
    /// The text with every control character a terminal would act on made visible, the way
    /// `less` shows them: `^[` for ESC, `^M` for a carriage return, `^?` for DEL, `<U+009B>`
    /// for the C1 controls (which some terminals also obey). Tab stays: it only moves the cursor
    /// right.
    ///
    /// Text from files (lessons, transcripts) and text a person typed reach the screen through
    /// this, so an escape sequence in them cannot set the window title, clear the screen or
    /// write the clipboard (OSC 52).
    package var withVisibleControlCharacters: String {
        guard utf8.contains(where: Self.mayStartControlCharacter) else { return self }
        var shown = ""
        shown.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09:
                shown.unicodeScalars.append(scalar)
            case 0x00..<0x20:
                shown += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                shown += "^?"
            case 0x80..<0xA0:
                shown += "<U+00" + String(scalar.value, radix: 16, uppercase: true) + ">"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A byte that is, or begins the UTF-8 of, a character this hides: C0 (but tab), DEL, and
    /// 0xC2, which begins U+0080–U+00BF (a false alarm for the printable half costs one pass).
    private static func mayStartControlCharacter(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2
    }
}
