import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// Commands that show the app and change nothing.
enum LookingCommands {
    static let all = [tree, stack, screen, chain, outputs, state, objects, queue, services]

    /// `services` and `service` act on the services an app delegate hands its coordinators.
    static let needsServices = CommandNeed(.services) { app, elsewhere in
        "the \(app.name) app has no services: its app delegate hands its coordinators nothing to wait for"
            + (elsewhere.map { " (the \($0)'s does: `app \($0)`, then `help services`)" } ?? "")
    }

    static let tree = CommandDefinition(
        "tree", family: .looking,
        summary: .naming { app in app.words.treeSummary },
        details: .naming { app in app.words.treeDetails }
    ) { invocation throws(CommandError) in
        CommandOutput(CoordinatorTreeRenderer.lines(of: AppSnapshot(of: invocation.app, reading: .trees)))
    }

    static let stack = CommandDefinition(
        "stack", family: .looking,
        summary: "every navigation stack and everything presented, from the window down",
        details: """
            Draws the window's controllers: a navigation controller's stack, numbered from the bottom, and
            what each controller presents. "→ X" names the coordinator a controller reports to (its
            parentCoordinator); "◀ visible" marks the screen the user sees.
            """
    ) { invocation throws(CommandError) in
        CommandOutput(StackRenderer.lines(of: AppSnapshot(of: invocation.app, reading: .trees)))
    }

    static let screen = CommandDefinition(
        "screen", family: .looking, forms: [CommandForm(ArgumentSlot("OBJECT", .screen, .optional))],
        summary:
            "the visible screen as text (or any screen OBJECT): title, Back, labels, buttons, fields, rows, with the id of each control",
        details: .naming { app in
            """
            Draws what the user sees, top to bottom. The right-hand column says what to type to act on each
            control: `tap ID` for a button, `type ID TEXT` for a field, `select ROW` for a list's row, `back`
            for the navigation bar's Back button.

            With OBJECT, any screen alive, by object name or type: one lower on a stack, under a presented
            one, or one only a coordinator's list keeps. It is drawn the same way, with a line saying why it
            is not showing; its controls act only once it is the visible screen.

            \(HelpText.examples("screen", [app.helpExamples.coordinatorScreen]))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        guard let name = invocation.arguments.first else {
            return CommandOutput(ScreenRenderer.lines(of: ScreenContent(of: try app.requireVisibleScreen(), in: app)))
        }
        let screen: ViewController
        do throws(CommandError) {
            screen = try app.resolveScreen(name)
        } catch {
            // The person may have meant a screen that is gone, or the visible one.
            throw CommandError(error.message + "; `screen` alone shows the visible screen")
        }
        if let navigation = screen as? NavigationController {
            let stack = navigation.viewControllers.map(\.objectName).joined(separator: ", ")
            throw CommandError(
                "\(navigation.objectName) is a navigation controller, not a screen: its stack is \(stack.isEmpty ? "empty" : stack); name one"
            )
        }
        var lines = ScreenRenderer.lines(of: ScreenContent(of: screen, in: app))
        if let place = ScreenPlace.notShowing(screen, in: app) { lines.insert("  (not showing: \(place))", at: 1) }
        return CommandOutput(lines)
    }

    static let chain = CommandDefinition(
        "chain", family: .looking, forms: [CommandForm(ArgumentSlot("RESPONDER", .responder, .optional))],
        summary: "the coordinatingResponder chain a message climbs, from the visible screen or RESPONDER",
        details: .naming { app in
            """
            Lists, in order, every responder a message sent from RESPONDER (by default the visible screen)
            would reach, and the rule that led to each: a controller goes to its parentCoordinator, else its
            parent, else whoever presents it, else its view's superview; a coordinator goes to its parent.
            `via override`: the class of the row above overrides coordinatingResponder (the top coordinator
            names the scene delegate, which names its window); from the window on, UIKit's own `next`.

            RESPONDER is any object by name or type, a section's coordinator (`\(app.helpExamples.section)`), or a
            control of the visible screen by id or the start of one (`\(app.helpExamples.button)`).

            \(HelpText.examples("chain", [app.helpExamples.responder, app.helpExamples.button]))
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let start = if let name = invocation.arguments.first { try app.responder(named: name) } else { try app.requireVisibleScreen() }
        var lines = ChainRenderer.lines(from: start, in: app.kind)
        if let note = app.appDescription.words.chainNote { lines.append(OutputLine(note)) }
        return CommandOutput(lines)
    }

    static let outputs = CommandDefinition(
        "outputs", family: .looking, forms: [CommandForm(ArgumentSlot("OBJECT", .responder, .optional))],
        summary: "the closure outputs of the visible screen (or OBJECT) and what each is wired to: coordinator and method",
        details: .naming { app in
            """
            Lists each closure output a screen declares (`onSignUpButtonTap`), in its order, and where it leads:
            the object and the method the coordinator that made the screen wired it to, or "nothing (not
            wired)". It is the closure style's counterpart of `chain`: a message climbs the chain until a
            responder handles it, while a closure goes to the one place it was set to. `trace on` prints each
            output as it fires, `why` the ones the last command fired.

            OBJECT is any object by name or type (a screen lower on a stack, a coordinator with outputs of its own).

            Examples: `outputs`, `outputs \(app.words.outputsExample)`
            """
        }
    ) { invocation throws(CommandError) in
        let app = invocation.app
        let object = if let name = invocation.arguments.first { try app.resolveObject(name) } else { try app.requireVisibleScreen() }
        let live = Set(app.runtime.liveObjects.map(\.objectID))
        return CommandOutput(OutputsRenderer.lines(for: object, live: live, withoutOutputs: app.appDescription.words.withoutOutputs))
    }

    static let state = CommandDefinition(
        "state", family: .looking,
        forms: [CommandForm(ArgumentSlot("PART", .choice, .optional, choices: StateRenderer.Part.allCases.map(\.rawValue)))],
        summary: "the whole app as JSON: visible screen, controller tree, coordinators, services, model (or one PART)",
        details: """
            Prints one JSON document: "visible" (the visible screen), "window" (the controller tree with each
            controller's controls), "coordinators" (the tree with screens, active, queued and stale
            screens), "services" and "model" (the app's own data). The same commands always give the same
            text, so it is what tests and lessons compare.

            With PART (visible, window, coordinators, services or model), only that part's value, written as
            the whole document writes it.

            Examples: `state model`, `state coordinators`
            """
    ) { invocation throws(CommandError) in
        let snapshot = AppSnapshot(of: invocation.app, reading: .document)
        guard let typed = invocation.arguments.first else { return CommandOutput(StateRenderer.json(of: snapshot), kind: .data) }
        let part: StateRenderer.Part
        do throws(CommandError) {
            part = try Choice.pick(typed, as: StateRenderer.Part.self, what: "part of state")
        } catch {
            // An object named where a part is: say which commands show one.
            guard let object = invocation.app.namedObject(typed) else { throw error }
            throw error.adding("; " + ObjectHint.text(for: object, refusedBy: "state"))
        }
        return CommandOutput(StateRenderer.json(of: snapshot, part: part), kind: .data)
    }

    static let objects = CommandDefinition(
        "objects", family: .looking, forms: [CommandForm(), CommandForm(.keyword("--why"))],
        summary: "every live object by kind, to see what a finished flow left alive (`--why`: what holds each)",
        details: """
            Lists every object of the app that is still in memory, grouped by kind. After a flow ends, its
            coordinator and screens should be gone; one still listed is a leak.

            `objects --why` lists each with the reference that keeps it alive, the last link of its chain
            from a root (`holders OBJECT` shows the whole chain).
            """
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

    static let queue = CommandDefinition(
        "queue", family: .looking,
        needs: CommandNeed(.messages) { app, elsewhere in
            "the \(app.name) app's coordinators queue nothing: they take no messages"
                + (app.services.isEmpty ? " and the app has no services" : "")
                + (elsewhere.map { " (the \($0)'s queue messages for a service that is not ready: `app \($0)`, then `help queue`)" } ?? "")
        },
        summary: "the messages waiting in coordinators' queues for a service",
        details: """
            A coordinator that needs a service which is not ready keeps the message in its queue and runs it
            once, the next time its dependencies change (`service NAME ready`). radianttap's queue keeps a
            closure, and the sender's `await` ends; in the playground the sender's `await` stays open until
            the message runs, and fails if the coordinator goes first (`enqueue`, the playground's).
            """
    ) { invocation throws(CommandError) in
        let lines = invocation.app.coordinators.compactMap { coordinator -> String? in
            let queued = coordinator.queuedMessageNames
            return queued.isEmpty ? nil : "\(coordinator.object.objectName): \(queued.joined(separator: ", "))"
        }
        return CommandOutput(lines.isEmpty ? ["no messages are queued"] : lines)
    }

    static let services = CommandDefinition(
        "services", family: .looking,
        needs: needsServices, summary: "each service of the app and whether it is ready or pending",
        details: """
            The app delegate owns the services and hands the ready ones down the coordinator tree. Change one
            with `service NAME ready|pending`.
            """
    ) { invocation throws(CommandError) in
        CommandOutput(Columns.align(invocation.app.serviceStates.map { [$0.name, $0.state] }))
    }
}
