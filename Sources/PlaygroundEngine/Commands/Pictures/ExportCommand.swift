enum ExportCommand {
    static let definition = CommandDefinition(
        "export", family: .pictures,
        forms: [CommandForm(.choice(["dot", "mermaid", "html"]), ArgumentSlot("FILE", .file, .optional), .flag(ForceFlag.word))],
        summary:
            "draw the coordinator and controller trees, with the chain from the visible screen highlighted, as Graphviz or Mermaid, or all of `view` as a page",
        details: """
            Prints the picture, or writes it to FILE (`-` prints it, as everywhere). `dot` is Graphviz (`dot -Tsvg app.dot > app.svg`);
            `mermaid` is a flowchart GitHub renders in Markdown. Coordinators and controllers are grouped,
            dashed lines are roots and presentations, dotted lines parentCoordinator links, and the
            chain a message from the visible screen would climb is drawn in red. `html` writes the
            picture `view` shows (the phone, both trees and the chain, and the lesson step in a lesson)
            as one self-contained page that needs nothing else to open, offline too; it needs a FILE
            (or `-`).

            A file already there is replaced only after you say yes, or with `--force` (piped input is
            never asked).
            """,
        examples: .lines("export mermaid app.mmd", "export html cart.html")
    ) { invocation throws(CommandError) in
        let format = invocation.arguments[0].lowercased()
        let (target, replacing) = try ForceFlag.split(Array(invocation.arguments.dropFirst()), usage: "export \(format) FILE --force")
        if format == "html" {
            guard let path = target else {
                throw CommandError("a page is written to a file, or printed with -: export html FILE (e.g. export html app.html)")
            }
            var output = CommandOutput()
            guard path != standardOutput else {
                output.picture = .printPage
                return output
            }
            output = CommandOutput("wrote the html page to \(path)")
            output.picture = .writePage(path: path, replacing: replacing)
            return output
        }
        let graph = AppGraph(snapshot: AppSnapshot(of: invocation.app))
        let text: String
        switch format {
        case "dot": text = DotWriter.text(of: graph)
        case "mermaid": text = MermaidWriter.text(of: graph)
        default: throw CommandError.unknown("format", invocation.arguments[0], among: ["dot", "mermaid", "html"])
        }
        guard let path = target, path != standardOutput else { return CommandOutput(text, kind: .data) }
        var output = CommandOutput("wrote the \(format) picture to \(path)")
        output.fileToWrite = FileWrite(path: path, contents: text + "\n", replacing: replacing)
        return output
    }

    /// The FILE that means standard output, as for most command-line tools.
    private static let standardOutput = "-"
}
