import HeadlessUIKit

enum SegueCommand {
    static let definition = CommandDefinition(
        "segue", family: .programmer, forms: [CommandForm(ArgumentSlot("ID", .segue))], changesApp: true,
        summary: "the visible screen performs one of its storyboard's segues (its `performSegue(withIdentifier:sender:)`)",
        details: """
            ID is one of the segues the visible screen's storyboard scene has, as `screen` lists them. As
            UIKit does for `performSegue(withIdentifier:sender:)` called from code (with no sender), the
            storyboard makes the destination and the segue, the screen's `prepare(for:sender:)` runs,
            then the segue's `perform()`: a "show" segue pushes on the screen's navigation controller, a
            "present modally" one presents. `shouldPerformSegue(withIdentifier:sender:)` is not asked:
            UIKit asks it only before a segue the user triggers (a row or a button the storyboard
            connects, which `tap` and `select` act on). `trace on` shows each step.

            A screen not made from a storyboard has no segues. The shop's storyboard is the size guide
            (a product's Size guide button).
            """,
        examples: .naming { app in app.helpExamples.segue.map { ["segue " + $0] } ?? [] }
    ) { invocation throws(CommandError) in
        let screen = try invocation.app.requireVisibleScreen()
        let typed = invocation.arguments[0]
        let identifiers = screen.segueDefinitions.map(\.identifier)
        guard let definition = screen.segueDefinitions.first(where: { $0.identifier.equalsIgnoringCase(typed) }) else {
            guard !identifiers.isEmpty else {
                throw CommandError(
                    "\(screen.objectName) has no segues: no storyboard made it (try a product's Size guide, then `screen`)")
            }
            var message = "unknown segue '\(typed)' on \(screen.objectName)"
            if let suggestion = Suggestion.closest(to: typed, among: identifiers) { message += "; did you mean \(suggestion)?" }
            throw CommandError(message + " (its segues: \(identifiers.joined(separator: ", ")))")
        }
        invocation.changingApp { _ in screen.performSegue(withIdentifier: definition.identifier, sender: nil) }
        return CommandOutput("\(screen.objectName) performed segue \"\(definition.identifier)\" (\(definition.kind.rawValue))")
    }
}
