import Coordinator
import CoordinatorHostAdapter
import ExampleApp
import Foundation
import HeadlessUIKit
import PlaygroundHost

/// The shop of the examples (the radianttap demo's catalog, cart and account, with a city
/// picker and a checkout) as an app the playground runs: its catalogs become the description
/// the engine reads, and each requirement is the shop's own call.
package final class ShopPlaygroundApp: PlaygroundApp, SendsMessages, HasServices, CoordinatorLibraryApp {
    private let shop: ShopApp

    package static let appDescription = AppDescription(
        name: "shop",
        banner: "Coordinator Playground: a live, headless shop app. Type 'help' for commands, 'quit' to leave.",
        directives: [
            DirectiveDescription("service NAME pending|ready", summary: "pending services"),
            DirectiveDescription("picker list|map", summary: "picker style"),
            DirectiveDescription(
                "pitfall \(ShopPitfall.allCases.map(\.rawValue).joined(separator: "|"))",
                summary: "an old broken form of the shop's code, for teaching"),
        ],
        pages: PageCatalog.names.map { PageDescription(name: $0, argumentValues: PageCatalog.argumentValues(for: $0)) },
        // Each section's coordinator is named after it: `checkout` runs in `CheckoutCoordinator`.
        sections: Section.allCases.map { SectionDescription(name: $0.rawValue) },
        deepLinkExamples: DeepLink.examples,
        helpExamples: HelpExamples(
            responder: "Button#4", button: "addToCart", typing: "username pavel", rowInNamedList: "sizes:2",
            rows: ["0", "Navy", "\"New York State\""], earlierScreen: "ProfileViewController#1", deepLink: "shop://product/3",
            pagesWithArguments: ["product 3", "category coats", "cities Volga"], coordinatorScreen: "HomeViewController#1",
            presentedPage: "login", section: "checkout", runningCoordinator: "CartCoordinator#1",
            messages: ["cartAdd product=1 color=Navy", "cartStatus from Button#3"], service: "catalog", segue: "showSize",
            setups: helpExampleSetups),
        words: .radianttap(outputsExample: "RegionsViewController"))

    /// What a freshly launched shop needs before an example of `help` works.
    private static let helpExampleSetups: [String: [String]] = {
        let product = ["select \"Wool Coat\""]
        let editingProfile = ["open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn"]
        let regions = editingProfile + ["tap selectWorkCities"]
        return [
            "back to ProfileViewController#1": editingProfile, "outputs RegionsViewController": regions,
            "select \"New York State\"": regions, "select 0": ["push category coats"], "pop root": ["push product 3"],
            "service catalog ready": ["service catalog pending"],
            "chain addToCart": product, "tap addToCart": product, "tap addToCart twice": product, "select Navy": product,
            "segue showSize": product + ["tap sizeGuide"], "start checkout": product + ["tap addToCart"],
            "type username pavel": ["tap account"], "swipe down": ["present login"], "dismiss": ["present login"],
            "pop to HomeViewController#1": ["push product 3"], "nav pop unanimated": ["push product 3"],
            "nav pop animated": ["push product 3"], "undo": ["push product 3"], "stop CartCoordinator#1": ["start cart"],
            "who CartCoordinator#1": ["start cart"], "holders CartCoordinator#1": ["start cart"],
        ]
    }()

    package static let services = ServiceName.allCases.map(\.rawValue)

    package static let messages = MessageCatalog.all.map { message in
        MessageDescription(
            name: message.name,
            arguments: message.arguments.map {
                MessageDescription.Argument(key: $0.key, allowedValues: $0.allowedValues, isRequired: $0.isRequired)
            },
            summary: message.summary)
    }

    package static let messageHandlers = MessageHandlers.all.map(MessageHandlerDescription.init)

    /// What the shop's directives set: `service NAME pending|ready`, `picker list|map` and
    /// `pitfall NAME`.
    private enum Directive {
        case service(ServiceName, ExampleApp.ServiceState)
        case picker(CityPickerStyle)
        case pitfall(ShopPitfall)

        init(_ text: String) throws(AppRefusal) {
            let words = text.split(separator: " ").map(String.init)
            switch (words.first, words.count) {
            case ("service", 3):
                guard let service = ServiceName(rawValue: words[1].lowercased()) else {
                    throw AppRefusal.unknown("service", words[1], among: ServiceName.allCases.map(\.rawValue))
                }
                guard let state = ExampleApp.ServiceState(rawValue: words[2].lowercased()) else {
                    throw AppRefusal("a service starts 'ready' or 'pending', not '\(words[2])'")
                }
                self = .service(service, state)
            case ("picker", 2):
                guard let style = CityPickerStyle(rawValue: words[1].lowercased()) else {
                    throw AppRefusal("the picker is 'list' or 'map', not '\(words[1])'")
                }
                self = .picker(style)
            case ("pitfall", 2):
                guard let pitfall = ShopPitfall(rawValue: words[1].lowercased()) else {
                    throw AppRefusal.unknown("pitfall", words[1], among: ShopPitfall.allCases.map(\.rawValue))
                }
                self = .pitfall(pitfall)
            default:
                throw AppRefusal("unknown directive '\(text)'")
            }
        }

        var text: String {
            switch self {
            case .service(let service, let state): "service \(service.rawValue) \(state.rawValue)"
            case .picker(let style): "picker \(style.rawValue)"
            case .pitfall(let pitfall): "pitfall \(pitfall.rawValue)"
            }
        }
    }

    package static func checkDirective(_ directive: String) throws(AppRefusal) -> String {
        try Directive(directive).text
    }

    /// Directives `checkDirective` did not return are ignored.
    package init(directives: [String]) {
        var configuration = ShopConfiguration()
        for directive in directives.compactMap({ try? Directive($0) }) {
            switch directive {
            case .service(let service, .pending): configuration.pendingServices.insert(service)
            case .service(let service, .ready): configuration.pendingServices.remove(service)
            case .picker(let style): configuration.cityPickerStyle = style
            case .pitfall(let pitfall): configuration.pitfalls.insert(pitfall)
            }
        }
        shop = ShopApp(configuration: configuration)
    }

    package var window: Window { shop.window }

    package var topCoordinator: any CoordinatorNode { ResponderCoordinatorNode(shop.appCoordinator) }

    package func state(ofService name: String) -> PlaygroundHost.ServiceState {
        switch shop.serviceState(Self.service(name)) {
        case .ready: .ready
        case .pending: .pending
        }
    }

    package func setState(ofService name: String, to state: PlaygroundHost.ServiceState) {
        shop.setService(Self.service(name), state == .ready ? .ready : .pending)
    }

    /// The engine names only the services the description lists.
    private static func service(_ name: String) -> ServiceName {
        guard let service = ServiceName(rawValue: name) else { preconditionFailure("the shop has no service '\(name)'") }
        return service
    }

    package static func makeMessage(named name: String, arguments: [String: String]) throws(AppRefusal) -> any Message {
        do throws(MessageCatalogError) {
            return try MessageCatalog.make(name, arguments: arguments)
        } catch {
            throw AppRefusal(error.message)
        }
    }

    package static func checkPage(named name: String, arguments: [String]) throws(AppRefusal) {
        _ = try page(named: name, arguments: arguments)
    }

    package func makeScreen(page name: String, arguments: [String]) -> ViewController {
        guard let page = try? Self.page(named: name, arguments: arguments) else {
            preconditionFailure("the engine makes only the pages checkPage accepted, not '\(name)'")
        }
        return shop.makeScreen(for: page)
    }

    private static func page(named name: String, arguments: [String]) throws(AppRefusal) -> Page {
        do throws(PageCatalogError) {
            return try PageCatalog.page(named: name, arguments: arguments)
        } catch {
            throw AppRefusal(error.message)
        }
    }

    package func start(section name: String) throws(AppRefusal) {
        guard let section = Section(rawValue: name) else {
            throw AppRefusal.unknown("coordinator", name, among: Section.allCases.map(\.rawValue))
        }
        do throws(SectionError) {
            try shop.start(section)
        } catch {
            throw AppRefusal(error.message)
        }
    }

    package static func routing(of url: URL) -> LinkRouting {
        guard let link = DeepLink(url: url) else { return .unknown }
        // A link to data that does not exist (`shop://product/99`) parses, but leads nowhere.
        do throws(PageCatalogError) {
            _ = try PageCatalog.checked(link.page)
            return .opens
        } catch {
            return .leadsNowhere(reason: error.message)
        }
    }

    package func open(_ url: URL) {
        shop.application.open(url)
    }

    package var model: any Encodable { shop.modelSnapshot }

    /// The shop's own, and its library's.
    package static var nonOwningReferences: [NonOwningReferences] { NonOwningReferences.shop + NonOwningReferences.coordinatorLibrary }

    /// Read once, from the copy of `Sources/ExampleApp` this module ships as a resource.
    package static let sourceFiles = SourceFile.shipped(in: .module, folder: "ExampleApp")

    /// The library the app is built on (radianttap's Coordinator), shipped the same way:
    /// the host is what knows which library its app uses, and it sits above both.
    package static let librarySourceFiles = SourceFile.shipped(in: .module, folder: "Coordinator")
}
