import PlaygroundHost

/// Commands about the session itself: tracing, going back in time, help, leaving.
enum SessionCommands {
    static let all = [trace, record, undo, reset, app, help, clear, quit]

    static let trace = CommandDefinition(
        "trace", family: .session, forms: [CommandForm(.choice(TraceLevel.allCases.map(\.rawValue)))],
        summary: "print every message hop and transition as you act (on), also the coordinators' decisions (all), or stop (off)",
        details: """
            With trace on, every command that acts on the app is followed by what it caused: each message
            with its hops, and each push, pop, presentation and dismissal (lines starting with ~), in the
            order they happened: a message is printed where it set out, with its whole journey, and
            what its handler did on the way (a transition, another message) follows it.

            A transition prints where it starts (with the navigation delegate's willShow and the
            will-callbacks, indented) and where it ends, a moment of virtual time later (0.35s for a push
            or pop, 0.5s for a presentation or dismissal), with the did-callbacks, didShow and any
            completion: between the two, the app can act again, as it does when a person taps twice.
            Closure outputs print where they are wired (`~ EditProfileViewController#1.onSelectCity` →
            `ProfileEditingCoordinator#1.userAsksForCityPicker`), and services their requests.

            `trace all` prints all that and, as lines starting with », every decision the coordinator
            libraries and the app make, with its reason, in the order they make them: what
            navigationController(_:didShow:animated:) read from the transition (a push, a pop, none),
            which branch didPopTransition took, coordinatorDidFinish, startChild, stopChild, stop,
            activate, takeover and handlePopBack, addDependency and removeDependency, dependencies
            and the user handed down (screen by screen), queues replayed, and a deep link's route
            hop by hop, from the scene delegate to the screen it names.

            `trace off` prints none of it. Warnings UIKit would log are always printed.
            """
    ) { invocation throws(CommandError) in
        let typed = invocation.arguments[0]
        guard let level = TraceLevel.allCases.first(where: { $0.rawValue.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown("trace level", typed, among: TraceLevel.allCases.map(\.rawValue))
        }
        var output = CommandOutput(level.confirmation)
        output.sessionChange = .tracing(level)
        return output
    }

    static let record = CommandDefinition(
        "record", family: .session,
        forms: [CommandForm(ArgumentSlot("FILE|stop", .file), .flag(ForceFlag.word))],
        summary: "write every following command and its output to FILE as a transcript, or stop",
        details: """
            The transcript replays as a regression test (`coordinator-playground replay FILE`). It starts
            with the commands that built the app so far, so it replays from a fresh app; each command is
            written as soon as it has run, so nothing done is lost if the program is interrupted. A file
            already there is replaced only after you say yes, or with `--force` (which piped input needs).

            Example: `record transcripts/my-flow.transcript`
            """
    ) { invocation throws(CommandError) in
        let (given, replacing) = try ForceFlag.split(invocation.arguments, usage: "record FILE --force")
        guard let target = given else { throw CommandError("usage: record FILE|stop [--force]") }
        var output: CommandOutput
        if target.equalsIgnoringCase("stop") {
            guard !replacing else { throw CommandError("--force goes with a FILE to record to, not with stop") }
            output = CommandOutput("stopped recording")
            output.recording = .stop
        } else {
            output = CommandOutput("recording to \(target)")
            output.recording = .start(path: target, replacing: replacing)
        }
        return output
    }

    static let undo = CommandDefinition(
        "undo", family: .session, readsApp: false,
        summary: "take back the last command that changed the app (the app is rebuilt from the others)",
        details: """
            The app is rebuilt from scratch by replaying every command that changed it but the last, so
            the result is exactly the app those commands make, object names included.
            """
    ) { invocation throws(CommandError) in
        guard let last = invocation.lastLogged else {
            throw CommandError("nothing to undo: no command has changed the app since it launched")
        }
        var output = CommandOutput("undid: \(last)")
        output.sessionChange = .undo
        return output
    }

    static let reset = CommandDefinition(
        "reset", family: .session, readsApp: false,
        summary: "start over with a freshly launched app",
        details: .naming { app in
            """
            Forgets every command and launches the app again, with the options the session started with
            (\(app.directives.map(\.summary).joined(separator: ", "))). `undo` cannot bring the old app back.
            """
        }
    ) { invocation throws(CommandError) in
        let count = invocation.loggedCount
        var output = CommandOutput("reset: a freshly launched app (\(count) command\(count == 1 ? "" : "s") forgotten)")
        output.sessionChange = .reset
        return output
    }

    static let app = CommandDefinition(
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

            Examples: `app items`, `app items launch main`, `app shop`
            """
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
    static func options(named typed: String, directives words: ArraySlice<String>, among available: [any PlaygroundApp.Type])
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
    static func directives(in words: ArraySlice<String>, of app: AppDescription) -> [String] {
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

    static let help = CommandDefinition(
        "help", family: .session, forms: [CommandForm(ArgumentSlot("COMMAND", .command, .optional))],
        summary: "list the commands, or tell all about one",
        details: """
            Without COMMAND, lists every command with one line about it. With COMMAND (any unambiguous
            prefix works), shows how to call it and what it does.
            """
    ) { invocation throws(CommandError) in
        let commands = invocation.commands
        guard let name = invocation.arguments.first else { return CommandOutput(document: commands.helpOverview) }
        return CommandOutput(document: commands.help(for: try commands.resolve(name)))
    }

    static let clear = CommandDefinition(
        "clear", family: .session,
        summary: "clear the screen (Ctrl-L at the prompt does the same)",
        details: """
            Clears the terminal's screen and starts again at its top. Piped, or in a transcript, it prints
            nothing. At the prompt, Ctrl-L does the same without a command.
            """
    ) { _ throws(CommandError) in
        var output = CommandOutput()
        output.clearsScreen = true
        return output
    }

    static let quit = CommandDefinition(
        "quit", aliases: ["exit"], family: .session,
        summary: "leave the playground",
        details: "Ends the session. At a terminal, Ctrl-D on an empty line does the same."
    ) { _ throws(CommandError) in
        var output = CommandOutput()
        output.shouldQuit = true
        return output
    }
}
