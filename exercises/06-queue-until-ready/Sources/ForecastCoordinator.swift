import Coordinator
import HeadlessUIKit

/// The weather app's one coordinator. It answers `forecastToday` from the forecast service, which
/// the app hands it through `dependencies` once the service has connected: at launch it is nil.
///
/// The home screen asks at once, and is answered "Forecast unavailable"; when the service becomes
/// ready nobody asks again. Your task: while the service is not ready, keep the message in this
/// coordinator's queue (`enqueue(_:note:)`: the screen's `await` goes on), and run the queue
/// (`processQueuedMessages()`) each time the dependencies change, as radianttap's Coordinator
/// leaves it to the app to do.
final class ForecastCoordinator: NavigationCoordinator, HandlesMessages, NeedsDependency {
    static var handledMessages: [any Message.Type] { [ForecastToday.self] }

    var dependencies: AppDependency?

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        root(HomeViewController())
    }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        guard let request = message as? ForecastToday else { return .pass }
        guard let forecast = dependencies?.forecast else {
            return .replied(to: request, with: "Forecast unavailable", "the forecast service is not ready")
        }
        return .replied(to: request, with: forecast.today(), "answered from the forecast service")
    }
}
