/// What a person can know about one command without running it: its names, how it is called and
/// what `help` says. The engine's commands and the lesson coach's are described alike, so one
/// `CommandCatalog` resolves, completes, suggests and lists them all.
public struct CommandDescription: Sendable, Equatable {
    public let name: String
    /// Other names that run it (`exit` for `quit`).
    public let aliases: [String]
    /// The heading `help` lists it under (`Session`, `Lessons`).
    public let section: String
    /// The ways to call it; the arguments must fit one of them.
    public let forms: [CommandForm]
    /// One line, for the `help` overview and the command reference.
    public let summary: String
    /// What `help NAME` adds below the usage: how it works and an example or two.
    public let details: String

    public init(
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
    public var names: [String] { [name] + aliases }

    /// One usage line per form: `pop`, `pop to SCREEN-ID`.
    public var usages: [String] {
        names.flatMap { name in forms.map { $0.usage(for: name) } }
    }

    /// One line for the `help` overview and the reference: the forms merged when one extends
    /// the other (`pop [to SCREEN-ID]`), aliases after a bar (`quit | exit`).
    public var synopsis: String {
        let body: String
        if forms.count == 2, forms[1].slots.starts(with: forms[0].slots) {
            let extra = forms[1].slots.dropFirst(forms[0].slots.count).map(\.usage).joined(separator: " ")
            body = forms[0].usage(for: name) + " [\(extra)]"
        } else {
            body = forms.map { $0.usage(for: name) }.joined(separator: " | ")
        }
        return ([body] + aliases).joined(separator: " | ")
    }

    /// The slots that could take the next word after `arguments`, across every form.
    func nextSlots(after arguments: [String]) -> [ArgumentSlot] {
        var seen: [ArgumentSlot] = []
        for form in forms {
            for slot in form.nextSlots(after: arguments) where !seen.contains(slot) {
                seen.append(slot)
            }
        }
        return seen
    }
}
