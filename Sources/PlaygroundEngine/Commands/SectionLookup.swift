import PlaygroundHost

/// Sections by name (`checkout`) or by their coordinator's type (`CheckoutCoordinator`).
enum SectionLookup {
    static func section(_ typed: String, of app: AppDescription) throws(CommandError) -> SectionDescription {
        let found = app.sections.first { $0.name.equalsIgnoringCase(typed) || $0.coordinatorTypeName.equalsIgnoringCase(typed) }
        guard let found else { throw CommandError.unknown("coordinator", typed, among: app.sections.map(\.name)) }
        return found
    }
}
