import HeadlessUIKit
import PlaygroundHost

/// Where a screen that is not the visible one is, in words, for `screen OBJECT`: lower on a
/// stack, under a presentation, or out of the window with only a coordinator's list keeping it.
enum ScreenPlace {
    /// Nil for the visible screen.
    static func notShowing(_ screen: ViewController, in app: RunningApp) -> String? {
        guard screen !== app.visibleScreen else { return nil }
        if let navigation = screen.parent as? NavigationController, let top = navigation.topViewController, top !== screen {
            return "under \(top.objectName) on \(navigation.objectName)'s stack"
        }
        var root = screen
        while let parent = root.parent { root = parent }
        guard root === app.window.rootViewController || root.presentingViewController != nil else {
            let keepers = app.coordinators.filter { coordinator in (coordinator.screens ?? []).contains { $0 === screen } }
            let kept = keepers.isEmpty ? "" : "; \(keepers.map(\.object.objectName).joined(separator: ", ")) still lists it (stale)"
            return "on no stack and not presented" + kept
        }
        return "\(app.visibleScreen?.objectName ?? "another screen") is presented over it"
    }
}
