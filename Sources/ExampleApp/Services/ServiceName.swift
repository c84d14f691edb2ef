/// The services the app delegate owns, by the names a person types (`service catalog pending`).
package enum ServiceName: String, CaseIterable, Sendable, Codable {
    case catalog, cart, account, profile
}

/// Whether a service is handed to the coordinators yet.
package enum ServiceState: String, CaseIterable, Sendable, Codable {
    case ready, pending
}
