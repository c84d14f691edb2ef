import Coordinator
import HeadlessUIKit

/// The app's top coordinator. It runs the reading section on the main stack from the start, and
/// routes every page (a deep link becomes one) to the coordinator of the page's section.
///
/// Your task: write `display(_:)`, from any state the app is in. A reading page closes the
/// settings sheet, if it is up, and the reading section shows the page once the sheet is gone
/// (a dismissal takes time: its completion is when it has ended). The settings page starts the
/// settings section, if it does not run, presents its navigation controller, and asks it to show
/// the page. Today every page goes to the reading section.
final class AppCoordinator: NavigationCoordinator {
    private var reading: ReadingCoordinator?
    private var settings: SettingsCoordinator?

    init() {
        super.init(rootViewController: NavigationController())
    }

    override func start() {
        super.start()
        let reading = ReadingCoordinator(rootViewController: rootViewController)
        self.reading = reading
        startChild(coordinator: reading)
    }

    /// Shows `page`, wherever the app is.
    func display(_ page: Page) {
        reading?.display(page)
    }
}
