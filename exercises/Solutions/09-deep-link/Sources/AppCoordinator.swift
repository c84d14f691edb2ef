import Coordinator
import HeadlessUIKit

/// The app's top coordinator. It runs the reading section on the main stack from the start, and
/// routes every page (a deep link becomes one) to the coordinator of the page's section.
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

    /// Shows `page`, wherever the app is: the page's section decides which coordinator shows it.
    func display(_ page: Page) {
        switch page.section {
        case .reading:
            closeSettings { [weak self] in self?.reading?.display(page) }
        case .settings:
            if settings == nil {
                let settings = SettingsCoordinator()
                self.settings = settings
                startChild(coordinator: settings)
                rootViewController.present(settings.rootViewController, animated: true)
            }
            settings?.display(page)
        }
    }

    /// Stops the settings section and takes its sheet away, then runs `next` once the dismissal
    /// has ended; at once when no sheet is up.
    private func closeSettings(then next: @escaping () -> Void) {
        guard let settings else { return next() }
        self.settings = nil
        stopChild(coordinator: settings)
        dismiss(animated: true, completion: next)
    }
}
