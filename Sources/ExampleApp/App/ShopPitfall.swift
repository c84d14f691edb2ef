/// The shop's old, broken forms, kept reachable for teaching: each is code that worked while the
/// playground finished every transition inside the call that started it, and fails on a device.
/// A start directive (`pitfall NAME`) turns one back on; the code keeps both forms side by side,
/// so `code` shows the broken way beside the fix.
package enum ShopPitfall: String, CaseIterable, Codable, Sendable {
    /// The app coordinator dismisses a sheet and presents the next in the same turn: UIKit
    /// refuses the presentation ("Attempt to present … while a presentation is in progress.").
    case dismissThenPresent = "dismiss-then-present"
    /// No guard against a second tap while a push still animates: UIKit keeps the second push
    /// for the end of the first, and both screens are pushed.
    case doubleTap = "double-tap"
    /// The account coordinator keeps one sign-up screen and pushes that instance whenever asked,
    /// with no guard: a double tap pushes it twice, and UIKit raises at the second push ("is
    /// pushing the same view controller instance … more than once"), which crashes the app.
    case reusedScreen = "reused-screen"
    /// Nobody is a section's sheet's presentation controller delegate: a sheet the user swipes
    /// away leaves its coordinator running, with its screens.
    case unhandledSwipe = "unhandled-swipe"
}
