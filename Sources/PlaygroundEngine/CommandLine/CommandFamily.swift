import PlaygroundHost
import TextLayout

/// The families commands are grouped in, in the order `help` lists them.
package enum CommandFamily: String, Sendable, CaseIterable {
    case looking = "Looking"
    case explaining = "Asking why"
    case user = "Acting as the user"
    case programmer = "Acting as the programmer"
    case pictures = "Pictures"
    case session = "Session"
}
