/// Whether a service is handed to the coordinators yet.
public enum ServiceState: String, CaseIterable, Sendable {
    case ready, pending
}
