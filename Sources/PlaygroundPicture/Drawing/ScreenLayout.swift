import PlaygroundEngine

/// One screen's content placed top to bottom, as the phone draws it: the same items `screen`
/// prints, in the same order, each given a height so the whole screen's is known before any
/// of it is drawn (a screen taller than the phone's display scrolls inside it).
struct ScreenLayout {
    enum Piece {
        case label(lines: [String])
        case button(title: String, hint: String?, isEnabled: Bool)
        case field(shown: String, isPlaceholder: Bool, hint: String?, isEnabled: Bool)
        case listHeader(name: String, hint: String)
        case row(index: Int, row: ScreenContent.Row)
        case emptyList
        /// Space after a list.
        case gap
    }

    /// Each piece, where it starts, and the position of the screen's item it draws.
    let pieces: [(piece: Piece, top: Double, item: Int)]
    let height: Double

    static let width = 320.0
    static let inset = 16.0
    /// What fits across the content at 15 px in a proportional font, about half an em a letter.
    static let charactersAcross = 36

    init(items: [ScreenContent.Item]) {
        let listCount = items.filter { if case .list = $0 { true } else { false } }.count
        var pieces: [(Piece, Double, Int)] = []
        var top = 12.0
        var position = 0
        func add(_ piece: Piece) {
            pieces.append((piece, top, position))
            top += Self.height(of: piece)
        }
        for (index, item) in items.enumerated() {
            position = index
            switch item {
            case .label(let text):
                add(.label(lines: SVGText.wrapped(text, to: Self.charactersAcross)))
            case .button(let id, let title, let isEnabled):
                add(.button(title: title, hint: id.map { "tap \($0)" }, isEnabled: isEnabled))
            case .toggle(let id, let title, let isOn, let isEnabled):
                add(.button(title: "\(title): \(isOn ? "on" : "off")", hint: id.map { "tap \($0)" }, isEnabled: isEnabled))
            case .field(let id, let placeholder, let text, let isEnabled):
                add(
                    .field(
                        shown: text.isEmpty ? placeholder : text, isPlaceholder: text.isEmpty, hint: id.map { "type \($0)" },
                        isEnabled: isEnabled))
            case .list(let id, let rows):
                let name = id ?? "list"
                add(.listHeader(name: name, hint: listCount > 1 ? "select \(name):N" : "select N"))
                if rows.isEmpty { add(.emptyList) }
                for (index, row) in rows.enumerated() { add(.row(index: index, row: row)) }
                add(.gap)
            }
        }
        self.pieces = pieces
        height = top + 8
    }

    /// Whether a row's detail goes under its title rather than beside it, as a table cell's
    /// subtitle style does, because the two would not fit on one line.
    static func hasSubtitle(_ row: ScreenContent.Row) -> Bool {
        guard let detail = row.detail, !detail.isEmpty else { return false }
        return row.title.count + detail.count > charactersAcross - 8
    }

    static func height(of piece: Piece) -> Double {
        switch piece {
        case .label(let lines): Double(lines.count) * 20 + 8
        case .button, .field: 46
        case .listHeader: 30
        case .row(_, let row): hasSubtitle(row) ? 54 : 40
        case .emptyList: 40
        case .gap: 10
        }
    }
}
