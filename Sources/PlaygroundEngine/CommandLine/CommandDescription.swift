/// What a person can know about one command without running it: its names, how it is called and
/// what `help` says. The engine's commands and the lesson coach's are described alike, so one
/// `CommandCatalog` resolves, completes, suggests and lists them all.
package struct CommandDescription: Sendable, Equatable {
    package let name: String
    /// Other names that run it (`exit` for `quit`).
    package let aliases: [String]
    /// The heading `help` lists it under (`Session`, `Lessons`).
    package let section: String
    /// The ways to call it; the arguments must fit one of them.
    package let forms: [CommandForm]
    /// One line, for the `help` overview and the command reference.
    package let summary: String
    /// What `help NAME` adds below the usage and the summary: how it works and an example or two,
    /// in Markdown, laid out for the width it meets. A paragraph's lines are joined; a blank line
    /// starts the next paragraph (what is not prose, `Examples: …`, is a paragraph of its own);
    /// commands and code are in backticks.
    package let details: String

    package init(
        _ name: String, aliases: [String] = [], section: String, forms: [CommandForm] = [CommandForm()],
        summary: String, details: String
    ) {
        self.name = name
        self.aliases = aliases
        self.section = section
        self.forms = forms
        self.summary = summary
        self.details = details
    }

    /// Every name it answers to.
    package var names: [String] { [name] + aliases }

    /// One usage line per form: `pop`, `pop to SCREEN-ID`.
    package var usages: [String] {
        names.flatMap { name in forms.map { $0.usage(for: name) } }
    }

    /// One line for the `help` overview and the reference: the forms merged when the others
    /// extend the first (`pop [to SCREEN-ID]`, `lesson [N | reset]`), aliases after a bar
    /// (`quit | exit`).
    package var synopsis: String {
        let body: String
        let first = forms.first?.slots ?? []
        if forms.count >= 2, forms.dropFirst().allSatisfy({ $0.slots.starts(with: first) }) {
            let extras = forms.dropFirst().map { $0.slots.dropFirst(first.count).map(\.usage).joined(separator: " ") }
            body = forms[0].usage(for: name) + " [\(extras.joined(separator: " | "))]"
        } else {
            body = forms.map { $0.usage(for: name) }.joined(separator: " | ")
        }
        return ([body] + aliases).joined(separator: " | ")
    }

    /// The slots that could take the next word after `arguments`, across every form.
    package func nextSlots(after arguments: [String]) -> [ArgumentSlot] {
        var seen: [ArgumentSlot] = []
        for form in forms {
            for slot in form.nextSlots(after: arguments) where !seen.contains(slot) {
                seen.append(slot)
            }
        }
        return seen
    }
}
