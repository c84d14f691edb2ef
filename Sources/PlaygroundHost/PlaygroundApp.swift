import Foundation
import HeadlessUIKit

/// An app the playground runs: what every app has. The engine knows an app only through this
/// protocol and the capabilities an app adds to it (`SendsMessages`, `HasServices`,
/// `NavigatesScreens`, `TakesNotifications`), so apps in different coordinator styles run at the
/// same prompt, with the same commands, pictures and lessons; a command that needs a capability
/// the app lacks refuses, saying why. `docs/app-contract.md` says what the engine relies on beyond
/// the signatures.
///
/// What holds for every launch is static: the description, and the checks the engine makes
/// before it changes anything (a refused command must leave the app as it was). The rest acts
/// on one launched app, always inside the runtime it was launched in.
public protocol PlaygroundApp: AnyObject, SendableMetatype {
    /// The app's name, banner, directives, pages, sections, examples and words.
    static var appDescription: AppDescription { get }

    /// Checks one start directive whose first word names one of `appDescription.directives`
    /// (`service catalog pending`) and returns it as the app spells it; throws, naming what
    /// would be accepted.
    static func checkDirective(_ directive: String) throws(AppRefusal) -> String

    /// Launches the app in the state `directives` (each returned by `checkDirective`) set up.
    /// Called inside `Runtime.run`, so everything it makes joins that runtime and is named there.
    init(directives: [String])

    /// The window the app shows its controllers in.
    var window: Window { get }
    /// The top of the coordinator tree, as the engine shows coordinators of any style: where
    /// `tree` starts (each library's adapter makes one: `ResponderCoordinatorNode`,
    /// `RoutedCoordinatorNode`).
    var topCoordinator: any CoordinatorNode { get }

    /// Checks that a page of `appDescription.pages` can be made with `arguments` (its data
    /// exists), before anything is made.
    static func checkPage(named name: String, arguments: [String]) throws(AppRefusal)
    /// A new screen for a page `checkPage` accepted, from the app's own factory, wired as the
    /// app's coordinators wire the screens they make.
    func makeScreen(page name: String, arguments: [String]) -> ViewController

    /// Starts a section of `appDescription.sections` the way the app's own code would; throws,
    /// having changed nothing, when the app would not start it now.
    func start(section name: String) throws(AppRefusal)

    /// What the app would do with a deep link, known before it is opened.
    static func routing(of url: URL) -> LinkRouting
    /// Opens a deep link `routing(of:)` accepted, as the system hands it to the app.
    func open(_ url: URL)

    /// The app's data (who is logged in, what is in the cart, ...), as `state` prints it under
    /// "model" and lesson goals read it: plain values, the same for the same commands.
    var model: any Encodable { get }

    /// The stored properties of the app's own types that do not keep their objects alive (its
    /// `weak` ones); with the model's and the library's, what `holders` reads the memory graph by.
    static var nonOwningReferences: [NonOwningReferences] { get }

    /// The chain a message sent from `start` would climb, each stop with its reason: UIKit's own
    /// by default (`ChainStep.unbentChain`), bent where the app's library bends it.
    static func chain(from start: Responder) -> [ChainStep]
    /// The coordinator `controller` reports to, where the app's library records one (radianttap's
    /// `parentCoordinator`); nil by default.
    static func coordinator(reportedToBy controller: ViewController) -> Responder?

    /// The app's Swift source, as it ships, for `code`; empty for an app that ships none.
    static var sourceFiles: [SourceFile] { get }
    /// The source of the coordinator library the app is built on, for `code` to open too
    /// (`code NavigationCoordinator.show`); empty by default.
    static var librarySourceFiles: [SourceFile] { get }
}

extension PlaygroundApp {
    public static var librarySourceFiles: [SourceFile] { [] }

    public static func chain(from start: Responder) -> [ChainStep] { ChainStep.unbentChain(from: start) }

    public static func coordinator(reportedToBy controller: ViewController) -> Responder? { nil }
}
