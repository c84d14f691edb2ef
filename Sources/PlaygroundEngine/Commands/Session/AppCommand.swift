import PlaygroundHost

enum AppCommand {
    static let definition = CommandDefinition(
        "app", family: .session,
        forms: [CommandForm(), CommandForm(ArgumentSlot("NAME", .app), ArgumentSlot("DIRECTIVE", .directive, .zeroOrMore))],
        summary: "which app runs, or start a fresh NAME app (shop, items), with its start directives",
        details: """
            The playground runs two apps built in two styles of the pattern: `shop` (radianttap's: coordinators
            are responders, screens send messages up the chain) and `items` (the ApplicationCoordinator
            README's: coordinators hold routers, screens report through closures). Every command works on
            both, or says why the style has no such thing.

            `app NAME` launches a fresh NAME app, with the start directives that follow (a transcript's `%`
            lines): `app items launch main router Router`, `app shop service catalog pending`. What came
            before is forgotten: `undo` cannot go back past it, and `reset` launches this app again.
            Without NAME, says which app runs. The items app's routers are Panov's `RouterImp` unless
            `router Router` picks dimaosa's (`tree` says which); its account flow (settings, Account) and
            its logout are the playground's, added to show a child pushed on a shared router.
            """,
        examples: .lines("app items", "app items launch main", "app shop")
    ) { invocation throws(CommandError) in
        let current = invocation.options
        let names = current.available.map { $0.appDescription.name }
        guard let typed = invocation.arguments.first else {
            var line = "running: \(invocation.app.appDescription.name)"
            if !current.directives.isEmpty { line += " (\(current.directives.joined(separator: ", ")))" }
            return CommandOutput(line + "; apps: \(names.joined(separator: ", ")) (`app NAME` starts a fresh one)")
        }
        let options = try Self.options(named: typed, directives: invocation.arguments.dropFirst(), among: current.available)
        var line = "a freshly launched \(options.app.appDescription.name) app"
        if !options.directives.isEmpty { line += " (\(options.directives.joined(separator: ", ")))" }
        var output = CommandOutput(line + "; `undo` cannot go back past this")
        output.sessionChange = .switchApp(options)
        return output
    }

    /// A fresh app of the one named, with the directives the words after its name make.
    private static func options(named typed: String, directives words: ArraySlice<String>, among available: [any PlaygroundApp.Type])
        throws(CommandError) -> StartOptions
    {
        var options = StartOptions(app: available[0], available: available)
        do throws(StartOptionsError) {
            try options.apply(directive: "\(StartOptions.appDirective) \(typed)")
            let description = options.app.appDescription
            for directive in directives(in: words, of: description) {
                try options.apply(directive: directive)
            }
        } catch {
            throw CommandError(error.message)
        }
        return options
    }

    /// The words after the app's name, one directive each: a word that names one of the app's
    /// directives starts the next (`launch main router Router` is two), unless the one before
    /// still lacks words its usage takes (the `Router` of `router Router` is its value).
    private static func directives(in words: ArraySlice<String>, of app: AppDescription) -> [String] {
        let lengths = Dictionary(
            app.directives.map { ($0.name.lowercased(), $0.usage.split(separator: " ").count) }, uniquingKeysWith: { first, _ in first })
        var directives: [[String]] = []
        for word in words {
            let current = directives.last
            let currentIsWhole = current.map { $0.count >= lengths[$0[0].lowercased(), default: 1] } ?? true
            if (lengths[word.lowercased()] != nil && currentIsWhole) || directives.isEmpty {
                directives.append([word])
            } else {
                directives[directives.count - 1].append(word)
            }
        }
        return directives.map { $0.joined(separator: " ") }
    }
}
