/// What `help`, `why`, `chain`, `outputs` and the refusals say of what the app's coordinators do,
/// in the words of the library they are built on (`stopChild`, or `removeDependency`). Each
/// library's adapter has its set (`HostWords.radianttap`, `HostWords.applicationCoordinator`), and
/// a host changes what is its app's own (its links, its examples).
public struct HostWords: Sendable, Equatable {
    /// `help tree`'s one line, and what it says below the usage.
    public var treeSummary: String
    public var treeDetails: String
    /// `help stop`'s one line, and what it says after naming COORDINATOR.
    public var stopSummary: String
    public var stopDetails: String
    /// `help push`'s one line, and what happens once the factory made the screen ("then …").
    public var pushSummary: String
    public var pushDetails: String
    /// `help pop`'s one line and its details (the examples are the engine's).
    public var popSummary: String
    public var popDetails: String
    /// Whether `pop to SCREEN` is among `help pop`'s examples.
    public var popsToAScreen: Bool
    /// `help nav`'s one line: who notices a bare pop.
    public var barePopSummary: String
    /// `help present`'s one line, and what happens once the factory made the screen.
    public var presentSummary: String
    public var presentDetails: String
    /// `help dismiss`'s one line, who is called, and what is not done to the coordinator
    /// (`stopped`, `removed`).
    public var dismissSummary: String
    public var dismissCall: String
    public var dismissLeaves: String
    /// What a button's action usually does, in `help tap`.
    public var tapLeadsTo: String
    /// Who hears of the Back button, at the end of `help back`'s one line; what the library
    /// does with it; what it does with a jump back several screens.
    public var backSummary: String
    public var backDetails: String
    public var backToDetails: String
    /// What `help open` adds after listing the links ("" for nothing).
    public var linksNote: String
    /// `help code`'s examples of the library's own members.
    public var codeLibraryExamples: String
    /// An object with closure outputs, for `help outputs`.
    public var outputsExample: String
    /// What `why` suggests trying, and what it says a command did not do.
    public var whyTryThis: String
    public var whyNothing: String
    /// What `chain` adds below the chain when no coordinator is on it; nil when one is.
    public var chainNote: String?
    /// What `outputs` adds after "has no closure outputs" for an object without them.
    public var withoutOutputs: String
    /// How the app's screens report instead of sending messages, after "the … app's screens
    /// send no messages: " (`send`) and after "…, so nothing handles one: " (`who`); what
    /// `help why` says where there are no messages. Unused in an app that sends messages.
    public var insteadOfMessages: String
    public var insteadOfHandlers: String
    public var whyDetailsWithoutMessages: String

    public init(
        treeSummary: String, treeDetails: String, stopSummary: String, stopDetails: String, pushSummary: String, pushDetails: String,
        popSummary: String, popDetails: String, popsToAScreen: Bool, barePopSummary: String, presentSummary: String,
        presentDetails: String, dismissSummary: String, dismissCall: String, dismissLeaves: String, tapLeadsTo: String,
        backSummary: String, backDetails: String, backToDetails: String, linksNote: String, codeLibraryExamples: String,
        outputsExample: String, whyTryThis: String, whyNothing: String, chainNote: String?, withoutOutputs: String,
        insteadOfMessages: String, insteadOfHandlers: String, whyDetailsWithoutMessages: String
    ) {
        self.treeSummary = treeSummary
        self.treeDetails = treeDetails
        self.stopSummary = stopSummary
        self.stopDetails = stopDetails
        self.pushSummary = pushSummary
        self.pushDetails = pushDetails
        self.popSummary = popSummary
        self.popDetails = popDetails
        self.popsToAScreen = popsToAScreen
        self.barePopSummary = barePopSummary
        self.presentSummary = presentSummary
        self.presentDetails = presentDetails
        self.dismissSummary = dismissSummary
        self.dismissCall = dismissCall
        self.dismissLeaves = dismissLeaves
        self.tapLeadsTo = tapLeadsTo
        self.backSummary = backSummary
        self.backDetails = backDetails
        self.backToDetails = backToDetails
        self.linksNote = linksNote
        self.codeLibraryExamples = codeLibraryExamples
        self.outputsExample = outputsExample
        self.whyTryThis = whyTryThis
        self.whyNothing = whyNothing
        self.chainNote = chainNote
        self.withoutOutputs = withoutOutputs
        self.insteadOfMessages = insteadOfMessages
        self.insteadOfHandlers = insteadOfHandlers
        self.whyDetailsWithoutMessages = whyDetailsWithoutMessages
    }
}
