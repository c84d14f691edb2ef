import Coordinator
import HeadlessUIKit

// The weather app's service, dependencies, message and screen. Read them; you need not change them.

/// Today's forecast, once the service has connected.
final class ForecastService {
    func today() -> String { "Sunny, 21°" }
}

/// What the app hands its coordinators: a service that is not ready yet is nil (the seeds'
/// `AppDependency`).
struct AppDependency {
    var forecast: ForecastService?
}

/// Asks for today's forecast; the reply is the forecast.
public struct ForecastToday: Message {
    public typealias Reply = String
    public static let name = "forecastToday"
    public init() {}
}

/// The home screen: it asks for today's forecast the first time it appears, and shows
/// "Loading…" until the answer comes.
final class HomeViewController: ViewController {
    private let forecast = Label(text: "Loading…", identifier: "forecast")
    private var hasAsked = false

    override init() {
        super.init()
        title = "Weather"
        view.addSubview(forecast)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !hasAsked else { return }
        hasAsked = true
        runLoop.spawn { [weak self] in
            guard let today = try? await self?.send(ForecastToday()) else { return }
            self?.forecast.text = today
        }
    }
}
