import Coordinator
import Foundation
import HeadlessUIKit

/// An app the playground runs. The engine knows an app only through this protocol, so apps in
/// different coordinator styles run at the same prompt, with the same commands, pictures and
/// lessons. `docs/app-contract.md` says what the engine relies on beyond the signatures.
///
/// What holds for every launch is static: the description, and the checks the engine makes
/// before it changes anything (a refused command must leave the app as it was). The rest acts
/// on one launched app, always inside the runtime it was launched in.
public protocol PlaygroundApp: AnyObject, SendableMetatype {
    /// The app's name, banner, directives, services, messages, pages, sections and examples.
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
    /// `tree` starts (`ResponderCoordinatorNode` for radianttap's library,
    /// `RoutedCoordinatorNode` for the ApplicationCoordinator README's).
    var topCoordinator: any CoordinatorNode { get }

    /// Whether a service of `appDescription.services` is handed to the coordinators yet.
    func state(ofService name: String) -> ServiceState
    /// Makes a service ready or pending the way the app would, so coordinators that queued
    /// messages for it run them.
    func setState(ofService name: String, to state: ServiceState)

    /// A message of `appDescription.messages` from `key=value` arguments (keys and listed values
    /// already checked against its description). Its reply, awaited when it is sent, reads as
    /// the message's own `describe` says. Makes nothing in the app.
    static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message

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

    /// What the app makes of a push notification's payload, in one line, known before it is
    /// delivered; throws, naming what it takes, for a payload it would not read (or when it takes
    /// no notifications at all, the default).
    static func checkNotification(_ payload: [String: String]) throws(AppRefusal) -> String
    /// Delivers a payload `checkNotification` accepted, as the system hands it to the app.
    func receiveNotification(_ payload: [String: String])

    /// The app's data (who is logged in, what is in the cart, ...), as `state` prints it under
    /// "model" and lesson goals read it: plain values, the same for the same commands.
    var model: any Encodable { get }

    /// The stored properties of the app's own types that do not keep their objects alive (its
    /// `weak` ones); with the model's and the library's, what `holders` reads the memory graph by.
    static var nonOwningReferences: [NonOwningReferences] { get }

    /// The app's Swift source, as it ships, for `code`; empty for an app that ships none.
    static var sourceFiles: [SourceFile] { get }
    /// The source of the coordinator library the app is built on, for `code` to open too
    /// (`code NavigationCoordinator.show`); empty by default.
    static var librarySourceFiles: [SourceFile] { get }
}

extension PlaygroundApp {
    public static var librarySourceFiles: [SourceFile] { [] }

    public static func checkNotification(_ payload: [String: String]) throws(AppRefusal) -> String {
        throw AppRefusal(
            "the \(appDescription.name) app takes no push notifications: `notify` is the items app's (`app items`), whose AppDelegate reads them"
        )
    }

    public func receiveNotification(_ payload: [String: String]) {
        preconditionFailure("the \(Self.appDescription.name) app takes no push notifications")
    }
}
