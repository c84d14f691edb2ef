/// Why UIKit would not present: an exception it raises, or a warning it logs while doing nothing.
public enum PresentRefusal: Equatable {
    case crash(Crash)
    case warning(Warning)
}
