/// What a terminal makes of the program's bytes, for tests about colour and width: the text of
/// each line with escape sequences taken out, whether a colour was left open at its end, and
/// whether each character was shown in a colour.
struct ScreenBytes {
    struct Line {
        var text: String = ""
        /// For each character of `text`: shown with a colour (SGR other than reset) in force.
        var coloured: [Bool] = []
        /// A colour was still in force at the line's end.
        var endsColoured = false
    }

    private(set) var lines: [Line] = []

    init(_ output: String) {
        var current = Line()
        var colourOn = false
        var scalars = output.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard scalars.first == "[" else {
                    _ = scalars.popFirst()
                    continue
                }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.popFirst() {
                    if next.value >= 0x40 && next.value <= 0x7E {
                        if next == "m" { colourOn = !(parameters.isEmpty || parameters == "0" || parameters == "00") }
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            case "\n":
                current.endsColoured = colourOn
                lines.append(current)
                current = Line()
            case "\r", "\u{1}", "\u{7}", "\u{8}":
                continue
            default:
                current.text.unicodeScalars.append(scalar)
                if !(scalar.properties.generalCategory == .nonspacingMark) {
                    current.coloured.append(colourOn)
                }
            }
        }
        current.endsColoured = colourOn
        lines.append(current)
    }

    /// Whether `text` appears somewhere on a line with no character of it coloured.
    func showsUncoloured(_ text: String) -> Bool {
        lines.contains { line in
            guard let range = line.text.range(of: text) else { return false }
            let start = line.text.distance(from: line.text.startIndex, to: range.lowerBound)
            let count = text.count
            return start + count <= line.coloured.count && !line.coloured[start..<(start + count)].contains(true)
        }
    }
}
