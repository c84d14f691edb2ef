/// What `help` prints, generated from the command table.
enum HelpText {
    static var overview: [String] {
        var lines: [String] = []
        for family in CommandFamily.allCases {
            if !lines.isEmpty { lines.append("") }
            lines.append(family.rawValue)
            let rows = CommandTable.all.filter { $0.family == family }.map { ["  " + $0.synopsis, $0.summary] }
            lines += Columns.align(rows)
        }
        lines += [
            "",
            "'help COMMAND' tells more. Names are case-insensitive; a command may be shortened ('sc' is screen).",
        ]
        return lines
    }

    static func details(of definition: CommandDefinition) -> [String] {
        var lines = definition.usages.map { "usage: " + $0 }
        lines.append(definition.summary)
        lines.append("")
        lines += definition.details.lines().map(String.init)
        return lines
    }
}
