import Coordinator
import HeadlessUIKit

/// The weather app's one coordinator. It answers `forecastToday` from the forecast service, which
/// the app hands it through `dependencies` once the service has connected; until then the
/// message waits in this coordinator's queue, and the sender's `await` with it.
final class ForecastCoordinator: NavigationCoordinator, HandlesMessages, NeedsDependency {
    static var handledMessages: [any Message.Type] { [ForecastToday.self] }

    /// radianttap's Coordinator runs no queue by itself: whoever sets the dependencies does.
    var dependencies: AppDependency? {
        didSet { processQueuedMessages() }
    }

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
            return enqueue(request, note: "queued until the forecast service is ready")
        }
        return .replied(to: request, with: forecast.today(), "answered from the forecast service")
    }
}
