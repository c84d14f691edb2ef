/// Something that happened in a headless app and that a person watching it may want to see:
/// a navigation transition, a presentation, a warning UIKit would log, a message on its way.
public protocol RuntimeEvent {
    /// One line, deterministic (object names, never addresses).
    var summary: String { get }
    /// Whether UIKit prints it to the console (a `Warning`): shown even when nobody traces. A
    /// property, not a cast: most commands' events are all passed over for it.
    var isConsoleWarning: Bool { get }
}

extension RuntimeEvent {
    public var isConsoleWarning: Bool { false }
}
