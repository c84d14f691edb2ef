extension Unicode.Scalar {
    /// The cells a terminal gives this scalar: none for combining marks, joiners and control
    /// characters; two for East Asian wide and fullwidth characters and emoji shown as pictures;
    /// one for everything else (box drawing `─`, `✓`, `◀` included).
    var terminalCells: Int {
        let value = value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        // What the program prints most (dashes, quotes, ›, €, arrows, box drawing, ◀, ✓, ✗):
        // one cell, known without looking the scalar's properties up.
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2190...0x21FF, 0x2500...0x25FC, 0x2713, 0x2717: return 1
        default: break
        }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// How many cells this text takes on a terminal (see `Unicode.Scalar.terminalCells`).
    package var terminalCells: Int {
        var cells = 0
        var isPrintableASCII = true
        for byte in utf8 {
            guard byte >= 0x20, byte < 0x7F else {
                isPrintableASCII = false
                break
            }
            cells += 1
        }
        guard !isPrintableASCII else { return cells }
        return unicodeScalars.reduce(0) { $0 + $1.terminalCells }
    }
}
