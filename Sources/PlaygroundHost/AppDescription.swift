/// What the engine knows of an app without launching it: the same for every launch, so `help`,
/// TAB, error messages and lesson files can read it before any app runs.
public struct AppDescription: Sendable {
    /// The app's name, one lower-case word (`shop`).
    public var name: String
    /// The line the prompt greets a person with.
    public var banner: String
    /// What a transcript's leading `% ...` lines and a lesson's `Start:` may say.
    public var directives: [DirectiveDescription]
    /// The services the app can make ready or pending (`catalog`), in the app's own order.
    public var services: [String]
    /// The messages `send` can build.
    public var messages: [MessageDescription]
    /// The classes that handle messages, each with the messages it declares.
    public var messageHandlers: [MessageHandlerDescription]
    /// The kinds of screen `push` and `present` can make.
    public var pages: [PageDescription]
    /// The coordinators `start` can start.
    public var sections: [SectionDescription]
    /// Deep links the app routes, for `help open` and TAB.
    public var deepLinkExamples: [String]
    /// The app's own names in the examples `help` gives.
    public var helpExamples: HelpExamples
    /// How its coordinators hear from its screens: messages up the chain, or closures.
    public var style: CoordinatorStyle

    public init(
        name: String, banner: String, directives: [DirectiveDescription], services: [String], messages: [MessageDescription],
        messageHandlers: [MessageHandlerDescription], pages: [PageDescription], sections: [SectionDescription], deepLinkExamples: [String],
        helpExamples: HelpExamples, style: CoordinatorStyle = .responderChain
    ) {
        self.name = name
        self.banner = banner
        self.directives = directives
        self.services = services
        self.messages = messages
        self.messageHandlers = messageHandlers
        self.pages = pages
        self.sections = sections
        self.deepLinkExamples = deepLinkExamples
        self.helpExamples = helpExamples
        self.style = style
    }
}
