/// What `help` prints, generated from a command catalog.
enum HelpText {
    static func overview(of catalog: CommandCatalog) -> [String] {
        var lines: [String] = []
        for section in catalog.sections {
            if !lines.isEmpty { lines.append("") }
            lines.append(section)
            let rows = catalog.descriptions.filter { $0.section == section }.map { ["  " + $0.synopsis, $0.summary] }
            lines += Columns.align(rows)
        }
        lines += [
            "",
            "'help COMMAND' tells more. Names are case-insensitive; a command may be shortened ('sc' is screen).",
        ]
        return lines
    }

    static func details(of description: CommandDescription) -> [String] {
        var lines = description.usages.map { "usage: " + $0 }
        lines.append(description.summary)
        lines.append("")
        lines += description.details.lines().map(String.init)
        return lines
    }

    /// `Example: tap addToCart`, or `Examples: select 0, select Navy` for several: the last line
    /// of `help COMMAND`.
    static func examples(_ command: String, _ arguments: [String]) -> String {
        (arguments.count == 1 ? "Example: " : "Examples: ") + arguments.map { "\(command) \($0)" }.joined(separator: ", ")
    }
}
