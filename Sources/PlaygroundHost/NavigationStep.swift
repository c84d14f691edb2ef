import HeadlessUIKit

/// A checked change: what the command prints, and the change itself.
public struct NavigationStep {
    public let line: String
    public let perform: () -> Void

    public init(line: String, perform: @escaping () -> Void) {
        self.line = line
        self.perform = perform
    }
}
