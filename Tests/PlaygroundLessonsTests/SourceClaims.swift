import Foundation

/// The sentences of the lessons and docs that say what a library, an original app or one of their
/// authors does, and the record in `docs/sources.md` that backs each of them.
///
/// A claim about a source is only as good as the row it can be traced to: the test that uses this
/// holds every such sentence to a row, so a new sentence cannot slip in uncited.
struct SourceClaims {
    /// What makes a sentence a claim about a source.
    static let claimWords = try! NSRegularExpression(
        pattern: "the original|the library|radianttap|panov|dimaosa", options: [.caseInsensitive])

    /// The documents whose prose is held to the record: every lesson, every doc but the record
    /// itself, the README, and the exercises' READMEs.
    static func documents(in root: URL) throws -> [String] {
        let manager = FileManager.default
        func markdown(in folder: String) throws -> [String] {
            try manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        let exercises = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("exercises").path)
            .filter { $0.first?.isNumber == true }.sorted().map { "exercises/\($0)/README.md" }
        return try markdown(in: "lessons") + markdown(in: "docs").filter { $0 != "docs/sources.md" } + ["README.md"]
            + ["exercises/README.md"] + exercises
    }

    /// The sentences of a Markdown text, outside code blocks, with their lines joined and their
    /// spaces collapsed. Paragraphs, list items, headings and table rows are split apart first, so
    /// that a sentence never runs from one into the next.
    static func sentences(ofMarkdown text: String) -> [String] {
        var blocks: [String] = []
        var current: [String] = []
        var inFence = false
        func endBlock() {
            if !current.isEmpty { blocks.append(current.joined(separator: " ")) }
            current = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                endBlock()
                continue
            }
            if inFence { continue }
            let startsBlock =
                trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("|") || trimmed.hasPrefix("- ")
                || trimmed.range(of: #"^\d+\. "#, options: .regularExpression) != nil
            if startsBlock { endBlock() }
            if !trimmed.isEmpty { current.append(trimmed) }
            if trimmed.hasPrefix("|") || trimmed.hasPrefix("#") { endBlock() }
        }
        endBlock()
        return blocks.flatMap { block in
            let collapsed = normalized(block)
            return collapsed.replacingOccurrences(
                of: #"(?<=[.!?])\s+(?=[A-Z`*("])"#, with: "\n", options: .regularExpression
            ).split(separator: "\n").map(String.init)
        }
    }

    /// The sentences of a text that are claims about a source.
    static func claims(inMarkdown text: String) -> [String] {
        sentences(ofMarkdown: text).filter { sentence in
            claimWords.firstMatch(in: sentence, range: NSRange(sentence.startIndex..., in: sentence)) != nil
        }
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// `docs/sources.md`, read: its rows of behaviours with their sources, and the table that says which
/// sentence of which document each row backs.
struct SourcesRecord {
    struct Behaviour: Equatable {
        let id: String
        let source: String
        let playground: String
    }

    /// One sentence of a document, found by a phrase it contains, and the rows behind it.
    struct Citation: Equatable {
        let file: String
        let phrase: String
        let rows: [String]
    }

    var behaviours: [Behaviour] = []
    var citations: [Citation] = []

    init(markdown: String) {
        var section = ""
        for line in markdown.split(separator: "\n").map(String.init) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("|"), !line.hasPrefix("| ---") else { continue }
            let cells = Self.cells(of: line)
            if section.hasPrefix("Behaviours"), cells.count == 4,
                cells[0].range(of: #"^[A-Z]+[0-9]+$"#, options: .regularExpression) != nil
            {
                behaviours.append(Behaviour(id: cells[0], source: cells[2], playground: cells[3]))
            }
            if section.hasPrefix("Where the lessons and docs say it"), cells.count == 3,
                cells[1].hasPrefix("\""), cells[1].hasSuffix("\""), cells[1].count > 2
            {
                let file = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let phrase = String(cells[1].dropFirst().dropLast())
                let rows = cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                citations.append(Citation(file: file, phrase: SourceClaims.normalized(phrase), rows: rows))
            }
        }
    }

    /// A table row's cells, trimmed; `\|` stays inside its cell.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                cell.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }
}
