/// The services the app delegate owns, by the names a person types (`service catalog pending`).
public enum ServiceName: String, CaseIterable, Sendable, Codable {
    case catalog, cart, account, profile
}

/// Whether a service is handed to the coordinators yet.
public enum ServiceState: String, CaseIterable, Sendable, Codable {
    case ready, pending
}
