import PlaygroundHost

enum TraceCommand {
    static let definition = CommandDefinition(
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
            """,
        examples: .unlisted { _ in ["trace on", "trace all", "trace off"] }
    ) { invocation throws(CommandError) in
        let typed = invocation.arguments[0]
        guard let level = TraceLevel.allCases.first(where: { $0.rawValue.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown("trace level", typed, among: TraceLevel.allCases.map(\.rawValue))
        }
        var output = CommandOutput(level.confirmation)
        output.sessionChange = .tracing(level)
        return output
    }
}
