import PlaygroundHost
import TextLayout

/// The families commands are grouped in, in the order `help` lists them.
package enum CommandFamily: String, Sendable, CaseIterable {
    /// Commands that show the app and change nothing.
    case looking = "Looking"
    /// Commands that explain the mechanism behind what the app did: where a message was handled
    /// and why there, who handles a message, what keeps an object alive, and the code behind a name.
    case explaining = "Asking why"
    /// Commands that act as the person holding the phone: taps, typing, selecting, Back, links.
    case user = "Acting as the user"
    /// Commands that act as the programmer's code: what shows the visible screen in the app's
    /// library (the coordinator that owns it, the router that shows it: the app's
    /// `ScreenNavigator`) is asked to show, pop, present and dismiss screens, as the app's own code
    /// would ask it; coordinators started and stopped; messages sent up the chain and services
    /// made ready.
    case programmer = "Acting as the programmer"
    /// Drawing the app: for slides and docs (`export`), and live in a browser (`view`).
    case pictures = "Pictures"
    /// Commands about the session itself: tracing, going back in time, help, leaving.
    case session = "Session"
}
