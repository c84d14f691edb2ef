/// The app's own names in the examples `help` gives, so every example names something the
/// app has. Each is what a person would type after the command's name.
public struct HelpExamples: Sendable, Equatable {
    /// `chain Button#4`
    public var responder: String
    /// `tap addToCart`
    public var button: String
    /// `type username pavel`: a field and the text to type.
    public var typing: String
    /// `select sizes:2`: a row by index in a list named by its id.
    public var rowInNamedList: String
    /// `select 0`, `select Navy`: rows by index or text.
    public var rows: [String]
    /// `back to ProfileViewController#1`
    public var earlierScreen: String
    /// `open shop://product/3`
    public var deepLink: String
    /// `push product 3`: pages with their arguments.
    public var pagesWithArguments: [String]
    /// `pop to HomeViewController#1`
    public var coordinatorScreen: String
    /// `present login`
    public var presentedPage: String
    /// `start checkout`
    public var section: String
    /// `stop CartCoordinator#1`
    public var runningCoordinator: String
    /// `send cartAdd product=1 color=Navy`: messages with their arguments.
    public var messages: [String]
    /// `service catalog ready`
    public var service: String
    /// `segue showSize`: a storyboard segue, for an app that has one.
    public var segue: String?
    /// What a freshly launched app needs done before an example `help` gives works, by the
    /// example's whole line: `["tap addToCart": ["select \"Wool Coat\""]]`. The tests run every
    /// example after these.
    public var setups: [String: [String]]

    public init(
        responder: String, button: String, typing: String, rowInNamedList: String, rows: [String], earlierScreen: String,
        deepLink: String, pagesWithArguments: [String], coordinatorScreen: String, presentedPage: String, section: String,
        runningCoordinator: String, messages: [String], service: String, segue: String? = nil, setups: [String: [String]] = [:]
    ) {
        self.responder = responder
        self.button = button
        self.typing = typing
        self.rowInNamedList = rowInNamedList
        self.rows = rows
        self.earlierScreen = earlierScreen
        self.deepLink = deepLink
        self.pagesWithArguments = pagesWithArguments
        self.coordinatorScreen = coordinatorScreen
        self.presentedPage = presentedPage
        self.section = section
        self.runningCoordinator = runningCoordinator
        self.messages = messages
        self.service = service
        self.segue = segue
        self.setups = setups
    }
}
