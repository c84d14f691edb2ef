/// Drawing the app for slides and docs.
enum PictureCommands {
    static let all = [export]

    static let export = CommandDefinition(
        "export", family: .pictures,
        forms: [CommandForm(.choice(["dot", "mermaid"]), ArgumentSlot("FILE", .file, .optional))],
        summary: "draw the coordinator and controller trees, with the chain from the visible screen highlighted, as Graphviz or Mermaid",
        details: """
            Prints the picture, or writes it to FILE. `dot` is Graphviz (`dot -Tsvg app.dot > app.svg`);
            `mermaid` is a flowchart GitHub renders in Markdown. Coordinators and controllers are grouped,
            dashed lines are roots and presentations, dotted lines parentCoordinator links, and the
            chain a message from the visible screen would climb is drawn in red.
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
        guard invocation.arguments.count > 1 else { return CommandOutput(text) }
        let path = invocation.arguments[1]
        var output = CommandOutput("wrote the \(format) picture to \(path)")
        output.fileToWrite = FileWrite(path: path, contents: text + "\n")
        return output
    }
}
