/// An app whose app delegate reads push notifications (the ApplicationCoordinator README's):
/// `notify` needs it.
package protocol TakesNotifications: PlaygroundApp {
    /// What the app makes of a payload, in one line, known before it is delivered; throws,
    /// naming what it takes, for a payload it would not read.
    static func checkNotification(_ payload: [String: String]) throws(AppRefusal) -> String
    /// Delivers a payload `checkNotification` accepted, as the system hands it to the app.
    func receiveNotification(_ payload: [String: String])
}
