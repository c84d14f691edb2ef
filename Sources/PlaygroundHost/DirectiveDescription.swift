/// One kind of start directive: a transcript's `% service catalog pending`, a lesson's
/// `Start: ...`.
public struct DirectiveDescription: Sendable, Equatable {
    /// Its first word, which picks it (`service`).
    public var name: String
    /// How it is written (`service NAME pending|ready`).
    public var usage: String
    /// What it sets, in a few words (`pending services`), as `help reset` lists what a reset keeps.
    public var summary: String

    public init(name: String, usage: String, summary: String) {
        self.name = name
        self.usage = usage
        self.summary = summary
    }
}
