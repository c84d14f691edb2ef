import Coordinator
import HeadlessUIKit

// The app's screens and messages. Read them; you need not change them.

/// Asks for the settings flow.
public struct SettingsOpen: Message {
    public static let name = "settingsOpen"
    public init() {}
}

/// Says the settings flow is over: its Done button sends it.
public struct SettingsDone: Message {
    public static let name = "settingsDone"
    public init() {}
}

/// The home screen: a Settings button that sends `settingsOpen`.
final class HomeViewController: ViewController {
    override init() {
        super.init()
        title = "Home"
        view.addSubview(Button(title: "Settings", identifier: "settings") { $0.startSending(SettingsOpen()) })
    }
}

/// The settings screen: a Done button that sends `settingsDone`.
final class SettingsViewController: ViewController {
    override init() {
        super.init()
        title = "Settings"
        view.addSubview(Button(title: "Done", identifier: "done") { $0.startSending(SettingsDone()) })
    }
}
