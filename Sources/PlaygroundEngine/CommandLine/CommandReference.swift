/// `docs/commands.md`: every command as `help` tells it, generated from the definitions so the
/// page cannot drift from them. A test writes it (`make docs`) and fails when it is stale, rather
/// than a hidden flag of the program: the program gains no surface that only this page needs.
package enum CommandReference {
    /// One app's catalog, the lesson coach's commands included, under the app's name.
    package typealias App = (name: String, catalog: CommandCatalog)

    /// The page for `apps`, listed in the first app's order: per section a table of synopses and
    /// summaries, then each command's usages, summary and details. A paragraph the apps' help
    /// tells differently (most often its examples, in each app's names) is given once per app,
    /// under the app's name.
    package static func markdown(for apps: [App]) -> String {
        guard let first = apps.first else { return "" }
        var lines = [
            "# Commands",
            "",
            "<!-- Generated from the command definitions by `make docs`; `make test` fails when it is stale. -->",
            "",
            "Names are case-insensitive and any unambiguous prefix of a command works (`sc` is `screen`).",
            "At the prompt, `help` lists the commands and `help COMMAND` tells what this page tells of",
            "COMMAND, for the app that runs. The tables give the \(first.name) app's summaries; where the",
            "apps' help differs, each app's is given below them.",
        ]
        for section in first.catalog.sections {
            let commands = first.catalog.descriptions.filter { $0.section == section }
            lines += ["", "## \(section)", "", "| command | what it does |", "| --- | --- |"]
            for command in commands {
                lines.append(
                    "| [`\(command.synopsis.replacingPipes)`](#\(command.name.lowercased())) | \(command.summary.replacingPipes) |")
            }
            for command in commands {
                lines += ["", "### `\(command.name)`", "", "```text"] + command.usages + ["```"]
                let told = apps.map { app in (name: app.name, description: app.catalog.description(named: command.name) ?? command) }
                lines += paragraph(told.map { ($0.name, $0.description.summary) })
                let details = told.map { (name: $0.name, paragraphs: paragraphs(of: $0.description.details)) }
                if Set(details.map(\.paragraphs.count)).count == 1 {
                    for index in details[0].paragraphs.indices {
                        lines += paragraph(details.map { ($0.name, $0.paragraphs[index]) })
                    }
                } else {
                    for (name, paragraphs) in details {
                        lines += ["", "**In the \(name) app:**"] + paragraphs.flatMap { ["", $0] }
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One paragraph as each app tells it: once when all tell it alike, else under each name.
    private static func paragraph(_ told: [(name: String, text: String)]) -> [String] {
        guard let text = told.first?.text else { return [] }
        if told.allSatisfy({ $0.text == text }) { return ["", text] }
        return told.flatMap { ["", "**In the \($0.name) app:** \($0.text)"] }
    }

    private static func paragraphs(of markdown: String) -> [String] {
        markdown.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    }
}

private extension String {
    /// A table cell cannot hold a bare `|`, not even in code (GitHub renders `\|` there as `|`).
    var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
