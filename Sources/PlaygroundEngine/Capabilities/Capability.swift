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
