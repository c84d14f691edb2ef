import TextLayout

/// What `help` prints, generated from a command catalog.
enum HelpText {
    /// One line per section naming its commands, so the whole list fits a screen; what each
    /// does is `help COMMAND`'s to say.
    static func overview(of catalog: CommandCatalog) -> [String] {
        let rows = catalog.sections.map { section in
            [section, catalog.descriptions.filter { $0.section == section }.map(\.name).joined(separator: ", ")]
        }
        return ["Commands, by what they are for:"] + Columns.align(rows.map { ["  " + $0[0], $0[1]] }) + [
            "",
            "'help COMMAND' tells more. Names may be shortened ('sc' is screen), in any case.",
            "At the prompt: TAB completes, Up recalls, Ctrl-L clears, Ctrl-D leaves.",
        ]
    }

    /// The usages, one a line, then the summary and the details as Markdown: paragraphs laid out
    /// for the width they meet, whatever width the source was wrapped at.
    static func details(of description: CommandDescription) -> [OutputLine] {
        description.usages.map { OutputLine("usage: " + $0) } + [
            OutputLine(description.summary + "\n\n" + description.details, kind: .markdown)
        ]
    }
}
