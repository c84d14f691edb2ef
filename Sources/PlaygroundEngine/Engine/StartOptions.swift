import ExampleApp

/// How a session's app starts: the state a transcript's leading directives or a lesson set up.
public struct StartOptions: Equatable, Sendable {
    /// Services that start out pending (not ready), by name: "catalog", "cart", "account", "profile".
    public var pendingServices: Set<String>
    /// Which city picker the app's factory makes: the list (default) or the map (the A/B switch).
    public var cityPickerStyle: CityPickerStyle

    public init(pendingServices: Set<String> = [], cityPickerStyle: CityPickerStyle = .list) {
        self.pendingServices = pendingServices
        self.cityPickerStyle = cityPickerStyle
    }

    /// Applies one start directive: `service NAME pending` (or `ready`), `picker list|map`.
    /// Throws with a readable reason.
    public mutating func apply(directive: String) throws(StartOptionsError) {
        let words = directive.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("service", 3):
            guard let service = ServiceName(rawValue: words[1].lowercased()) else {
                throw StartOptionsError(
                    message: CommandError.unknown("service", words[1], among: ServiceName.allCases.map(\.rawValue)).message)
            }
            switch ServiceState(rawValue: words[2].lowercased()) {
            case .pending: pendingServices.insert(service.rawValue)
            case .ready: pendingServices.remove(service.rawValue)
            case nil: throw StartOptionsError(message: "a service starts 'ready' or 'pending', not '\(words[2])'")
            }
        case ("picker", 2):
            guard let style = CityPickerStyle(rawValue: words[1].lowercased()) else {
                throw StartOptionsError(message: "the picker is 'list' or 'map', not '\(words[1])'")
            }
            cityPickerStyle = style
        default:
            throw StartOptionsError(message: "unknown directive '\(directive)'")
        }
    }

    /// The directives that give these options, in a stable order (for a recorded transcript).
    public var directives: [String] {
        pendingServices.sorted().map { "service \($0) pending" } + (cityPickerStyle == .list ? [] : ["picker \(cityPickerStyle.rawValue)"])
    }

    /// The app's configuration for these options; names that are not services are ignored
    /// (`apply(directive:)` never lets one in).
    var configuration: ShopConfiguration {
        ShopConfiguration(
            pendingServices: Set(pendingServices.compactMap { ServiceName(rawValue: $0) }),
            cityPickerStyle: cityPickerStyle)
    }
}

public struct StartOptionsError: Error, Equatable, Sendable {
    public var message: String
}
