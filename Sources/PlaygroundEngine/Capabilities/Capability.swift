import PlaygroundHost

/// What an app may have beyond what every app has, as the commands that need it name it: each is
/// one protocol of the host's, so the engine asks the app once, by its type.
package enum Capability: String, CaseIterable, Sendable {
    /// Screens send messages up the chain (`SendsMessages`).
    case messages
    /// Services the coordinators may wait for (`HasServices`).
    case services
    /// Push notifications its app delegate reads (`TakesNotifications`).
    case notifications
    /// Something that shows screens, for the programmer's commands to act through
    /// (`NavigatesScreens`).
    case navigation

    package func isOffered(by app: any PlaygroundApp.Type) -> Bool {
        switch self {
        case .messages: app is any SendsMessages.Type
        case .services: app is any HasServices.Type
        case .notifications: app is any TakesNotifications.Type
        case .navigation: app is any NavigatesScreens.Type
        }
    }
}

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
}
