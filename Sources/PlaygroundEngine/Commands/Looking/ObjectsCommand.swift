import HeadlessUIKit
import PlaygroundHost
import TextLayout

enum ObjectsCommand {
    static let definition = CommandDefinition(
        "objects", family: .looking, forms: [CommandForm(), CommandForm(.keyword("--why"))],
        summary: "every live object by kind, to see what a finished flow left alive (`--why`: what holds each)",
        details: """
            Lists every object of the app that is still in memory, grouped by kind. After a flow ends, its
            coordinator and screens should be gone; one still listed is a leak.

            `objects --why` lists each with the reference that keeps it alive, the last link of its chain
            from a root (`holders OBJECT` shows the whole chain).
            """,
        examples: .unlisted { _ in ["objects", "objects --why"] },
    ) { invocation throws(CommandError) in
        let app = invocation.app
        guard !invocation.arguments.isEmpty else { return CommandOutput(ObjectsRenderer.lines(for: AppSnapshot.liveObjectGroups(of: app))) }
        var groups: [(kind: String, objects: [Responder])] = []
        for object in app.runtime.liveObjects {
            if let index = groups.firstIndex(where: { $0.kind == object.objectKind }) {
                groups[index].objects.append(object)
            } else {
                groups.append((object.objectKind, [object]))
            }
        }
        return CommandOutput(HoldersRenderer.objectLines(for: groups, in: OwnershipGraph(of: app)))
    }
}
