/// What the engine knows of every app without launching it: the same for every launch, so `help`,
/// TAB, error messages and lesson files can read it before any app runs.
public struct AppDescription: Sendable {
    /// The app's name, one lower-case word (`shop`).
    public var name: String
    /// The line the prompt greets a person with.
    public var banner: String
    /// What a transcript's leading `% ...` lines and a lesson's `Start:` may say.
    public var directives: [DirectiveDescription]
    /// The kinds of screen `push` and `present` can make.
    public var pages: [PageDescription]
    /// The coordinators `start` can start.
    public var sections: [SectionDescription]
    /// Deep links the app routes, for `help open` and TAB.
    public var deepLinkExamples: [String]
    /// The app's own names in the examples `help` gives.
    public var helpExamples: HelpExamples
    /// What `help` and the refusals say of what its coordinators do, in their library's words.
    public var words: HostWords

    public init(
        name: String, banner: String, directives: [DirectiveDescription], pages: [PageDescription], sections: [SectionDescription],
        deepLinkExamples: [String], helpExamples: HelpExamples, words: HostWords
    ) {
        self.name = name
        self.banner = banner
        self.directives = directives
        self.pages = pages
        self.sections = sections
        self.deepLinkExamples = deepLinkExamples
        self.helpExamples = helpExamples
        self.words = words
    }
}
