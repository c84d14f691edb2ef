/// Drawing the app for slides and docs.
enum PictureCommands {
    static let all = [export]

    static let export = CommandDefinition(
        "export", family: .pictures,
        forms: [CommandForm(.choice(["dot", "mermaid"]), ArgumentSlot("FILE", .file, .optional), .flag(ForceFlag.word))],
        summary: "draw the coordinator and controller trees, with the chain from the visible screen highlighted, as Graphviz or Mermaid",
        details: """
            Prints the picture, or writes it to FILE. `dot` is Graphviz (`dot -Tsvg app.dot > app.svg`);
            `mermaid` is a flowchart GitHub renders in Markdown. Coordinators and controllers are grouped,
            dashed lines are roots and presentations, dotted lines parentCoordinator links, and the
            chain a message from the visible screen would climb is drawn in red. A file already there
            is replaced only after you say yes, or with --force (piped input is never asked).
            Example: export mermaid app.mmd
            """
    ) { invocation throws(CommandError) in
        let format = invocation.arguments[0].lowercased()
        let graph = AppGraph(snapshot: AppSnapshot(of: invocation.app))
        let text: String
        switch format {
        case "dot": text = DotWriter.text(of: graph)
        case "mermaid": text = MermaidWriter.text(of: graph)
        default: throw CommandError.unknown("format", invocation.arguments[0], among: ["dot", "mermaid"])
        }
        let (target, replacing) = try ForceFlag.split(Array(invocation.arguments.dropFirst()), usage: "export \(format) FILE --force")
        guard let path = target else { return CommandOutput(text) }
        var output = CommandOutput("wrote the \(format) picture to \(path)")
        output.fileToWrite = FileWrite(path: path, contents: text + "\n", replacing: replacing)
        return output
    }
}
