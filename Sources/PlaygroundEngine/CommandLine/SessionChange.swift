import PlaygroundHost
import TextLayout

/// A change to the session itself that a command asks for; the session carries it out.
enum SessionChange: Equatable {
    case tracing(TraceLevel)
    /// Take back the last logged command.
    case undo
    /// Start over with a freshly launched app.
    case reset
    /// Start over with a freshly launched app of another kind, or with other directives
    /// (`app items launch main`); what came before cannot be undone.
    case switchApp(StartOptions)
}
