/// One kind of start directive: a transcript's `% service catalog pending`, a lesson's
/// `Start: ...`.
public struct DirectiveDescription: Sendable, Equatable {
    /// How it is written (`service NAME pending|ready`); its first word picks it.
    public var usage: String
    /// What it sets, in a few words (`pending services`), as `help reset` lists what a reset keeps.
    public var summary: String

    public init(_ usage: String, summary: String) {
        self.usage = usage
        self.summary = summary
    }

    /// The first word of `usage` (`service`), which a directive starts with.
    public var name: Substring { usage.prefix { $0 != " " } }
}
