import PlaygroundEngine
import TextLayout

/// The rows of laid-out prose that end short: a row ends short when the next row's first word,
/// with the space before it, would have fitted after it within `width`. A blank row ends a
/// paragraph, so the row before it may end anywhere; a row's leading spaces (a hang) are not
/// part of its first word.
///
/// A word is what a layout may not break: text up to a space, except that inline code
/// (`TextSpan.Emphasis.code`) no wider than a row is one word with its spaces, and the
/// punctuation against it (`'select 0',`) goes with it.
func raggedRows(in rows: [LaidOutLine], width: Int) -> [Int] {
    rows.indices.dropLast().filter { index in
        let row = rows[index].text
        guard row.contains(where: { $0 != " " }), let word = firstWord(of: rows[index + 1], width: width) else { return false }
        return row.terminalCells + 1 + word.terminalCells <= width
    }
}

/// The first word of `row` after its leading spaces; nil for a blank row.
private func firstWord(of row: LaidOutLine, width: Int) -> String? {
    let glyphs = row.spans.flatMap { span in span.text.map { (character: $0, isCode: span.emphasis == .code) } }
    let text = glyphs.drop { $0.character == " " }
    guard !text.isEmpty else { return nil }
    let room = width - (glyphs.count - text.count)
    let plainWord = String(text.prefix { $0.character != " " }.map(\.character))
    var word = ""
    for glyph in text {
        if glyph.character == " ", !glyph.isCode { break }
        word.append(glyph.character)
    }
    return word.terminalCells <= room ? word : plainWord
}
