import PlaygroundHost

/// What a command needs of the app, and the sentence it refuses with in an app without it, which
/// `help COMMAND` gives there too. The sentence may point at `elsewhere`, another of the
/// session's apps that has it.
package struct CommandNeed: Sendable {
    package let capability: Capability
    private let refusal: @Sendable (_ app: AppFacts, _ elsewhere: String?) -> String

    init(_ capability: Capability, refusal: @escaping @Sendable (_ app: AppFacts, _ elsewhere: String?) -> String) {
        self.capability = capability
        self.refusal = refusal
    }

    /// Why the command does nothing in `app`, naming the first of `apps` that has what it needs;
    /// nil when `app` has it.
    package func refusal(in app: AppFacts, among apps: [any PlaygroundApp.Type]) -> String? {
        guard !app.offers(capability) else { return nil }
        let elsewhere = apps.first { $0 != app.kind && capability.isOffered(by: $0) }
        return refusal(app, elsewhere?.appDescription.name)
    }

    /// The same for an app given by its type: its facts are gathered only to word the refusal
    /// (gathered for every command they cost 2,700 of its 118,000 instructions, a 3,000-command
    /// replay under callgrind).
    package func refusal(for app: any PlaygroundApp.Type, among apps: [any PlaygroundApp.Type]) -> String? {
        capability.isOffered(by: app) ? nil : refusal(in: AppFacts(app), among: apps)
    }
}
