import Coordinator
import Foundation
import HeadlessUIKit
import PlaygroundHost
import TestSupport
import Testing

@testable import PlaygroundEngine

/// `why`, `who`, `holders`, `objects --why`, `screen OBJECT`, `chain CONTROL` and `state PART`:
/// whole outputs, and that asking changes nothing.
@Suite struct EngineExplainingTests {
    static let whyFooter =
        "a responder whose class does not handle cartAdd passes it to its coordinatingResponder (`chain` shows why that one);"

    @Test func whyExplainsEveryHopOfTheLastActingCommandsMessageAfterCommandsThatOnlyLook() {
        let session = Session()
        session.run(["tap buyNow1", "screen", "tree"])
        let before = session.snapshot
        #expect(
            lines(session.run("why")) == [
                "cartAdd(product: Wool Coat, color: Anthracite, size: m) from Button#3 (sent by `tap buyNow1`) was handled by AppCoordinator#1:",
                "  1  Button#3                no cartAdd handler  passed",
                "  2  PromotionView#1         no cartAdd handler  passed",
                "  3  View#2                  no cartAdd handler  passed",
                "  4  View#3                  no cartAdd handler  passed",
                "  5  HomeViewController#1    handles cartAdd     forwarded: awaits the reply to update the home badge too",
                "  6  NavigationController#1  no cartAdd handler  passed",
                "  7  CatalogCoordinator#1    no cartAdd handler  passed",
                "  8  AppCoordinator#1        handles cartAdd     handled: added Wool Coat · Anthracite, size m; the cart has 1 item",
                Self.whyFooter + " `who cartAdd` lists the classes that handle it",
            ])
        #expect(session.snapshot == before)
        #expect(session.log == ["tap buyNow1"])
    }

    @Test func whyNamesTheOtherMessagesOfTheCommandAndExplainsOneByName() {
        let session = Session()
        session.run("select \"Wool Coat\"")
        #expect(
            lines(session.run("why cartStatus")) == [
                "cartStatus from ProductViewController#1 (sent by `select \"Wool Coat\"`) was handled by AppCoordinator#1:",
                "  1  ProductViewController#1  no cartStatus handler  passed",
                "  2  NavigationController#1   no cartStatus handler  passed",
                "  3  CatalogCoordinator#1     no cartStatus handler  passed",
                "  4  AppCoordinator#1         handles cartStatus     handled: the cart has 0 items",
                "a responder whose class does not handle cartStatus passes it to its coordinatingResponder (`chain` shows why that one); `who cartStatus` lists the classes that handle it",
                "`select \"Wool Coat\"` also sent: catalogShowProduct (`why MESSAGE` explains one)",
            ])
        #expect(lines(session.run("why")).first?.hasPrefix("catalogShowProduct(product: 1) from TableCell#1") == true)
        #expect(session.refuse("why cartAdd") == "error: `select \"Wool Coat\"` sent no cartAdd (it sent: catalogShowProduct, cartStatus)")
    }

    @Test func whySaysSoWhenTheLastCommandSentNoMessageOrNothingActed() {
        let session = Session()
        let tryThis = "try `why` after a tap, a select or a send that sends a message (`trace on` prints each as it goes)"
        #expect(session.run("why") == "no command has acted on the app since it was launched or rebuilt (undo, reset): " + tryThis)
        session.run(["tap account", "type username pavel", "stack"])
        #expect(session.run("why") == "`type username pavel` sent no message, so there is nothing to explain: " + tryThis)
        session.run("undo")
        #expect(session.run("why") == "no command has acted on the app since it was launched or rebuilt (undo, reset): " + tryThis)
        // A refused command does not act: `why` still explains the one before.
        session.run("tap close")
        session.refuse("send accountLogout")
        #expect(session.run("why").hasPrefix("accountClose from Button#"))
    }

    @Test func whyOfAMessageNobodyHandlesSaysSoHopByHop() {
        let runtime = Runtime()
        runtime.run {
            struct Nudge: Message { static let name = "nudge" }
            let view = View()
            let delivery = view.startSending(Nudge())
            runtime.runLoop.settle()
            let handlers = [MessageHandlerDescriptionFixture.someoneElse]
            #expect(
                WhyRenderer.lines(for: delivery, sentBy: "send nudge", handlers: handlers).map(\.text) == [
                    "nudge from View#1 (sent by `send nudge`) reached the top unhandled: no responder on its way handles nudge",
                    "  1  View#1  no nudge handler  passed",
                    "a responder whose class does not handle nudge passes it to its coordinatingResponder (`chain` shows why that one); `who nudge` lists the classes that handle it",
                ])
        }
    }

    @Test func whoListsTheHandlingClassesThoseAliveAndThoseOnTheChain() {
        let session = Session()
        #expect(
            lines(session.run("who cartAdd")) == [
                "classes that handle cartAdd: AppCoordinator, HomeViewController",
                "alive now: AppCoordinator#1, HomeViewController#1",
                "on the chain from HomeViewController#1, cartAdd meets (the first keeps it unless it passes it on):",
                "  1  HomeViewController#1",
                "  4  AppCoordinator#1",
            ])
        #expect(
            lines(session.run("who cartAdd from buyNow1")).suffix(3) == [
                "on the chain from Button#3, cartAdd meets (the first keeps it unless it passes it on):",
                "   5  HomeViewController#1",
                "   8  AppCoordinator#1",
            ])
        #expect(
            lines(session.run("who accountLogout")) == [
                "classes that handle accountLogout: AccountCoordinator",
                "alive now: none",
                "on the chain from HomeViewController#1, nothing handles accountLogout: sent from there, it reaches the top unhandled",
            ])
        // `who` takes an object too, so an unknown name is neither.
        #expect(session.refuse("who cartAd") == "error: unknown message or object 'cartAd'; did you mean cartAdd?")
        #expect(session.log.isEmpty)
    }

    /// `who OBJECT`: who takes the messages that reach an object, rather than an "unknown
    /// message" list of every message.
    @Test func whoOfAnObjectListsTheHandlersOnItsChainWithTheirMessages() {
        let session = Session()
        let before = session.snapshot
        #expect(
            lines(session.run("who CatalogCoordinator")) == [
                "a message sent from CatalogCoordinator#1 meets these of the 6 responders on its chain, in order, and the first that handles it keeps it unless it passes it on:",
                "  1  CatalogCoordinator#1  handles catalogPromotedProducts, catalogCategories, catalogShowCategory, catalogShowProduct",
                "  2  AppCoordinator#1      handles cartAdd, cartStatus, cartToggle, catalogShowHome, cartCheckout, accountShow, globalDisplay",
                "the others handle no message and pass each on (`chain CatalogCoordinator#1` lists them); `who MESSAGE from CatalogCoordinator#1` follows one",
            ])
        #expect(session.run("who catalog") == session.run("who CatalogCoordinator#1"))
        #expect(lines(session.run("who buyNow1")).dropFirst().first == "   5  HomeViewController#1  handles cartAdd")
        #expect(
            session.run("who ShopAppDelegate")
                == "no responder on the chain from ShopAppDelegate#1 handles a message: sent from there, any message reaches the top unhandled (`chain ShopAppDelegate#1` lists the chain)"
        )
        #expect(
            session.refuse("who CatalogCordinator")
                == "error: unknown message or object 'CatalogCordinator'; did you mean CatalogCoordinator#1?")
        #expect(session.refuse("who TableCell").hasPrefix("error: 'TableCell' names several: TableCell#1, TableCell#2"))
        #expect(session.snapshot == before)
    }

    /// An object named where a command takes a part, or nothing, is refused in one line that says
    /// which commands show it.
    @Test func anObjectWhereAPartOrNothingIsTakenSaysWhichCommandShowsIt() {
        let session = Session()
        #expect(
            session.refuse("state CatalogCoordinator")
                == "error: unknown part of state 'CatalogCoordinator' (there are: visible, window, coordinators, services, model); CatalogCoordinator#1 is an object: `tree` shows it among the coordinators, `holders CatalogCoordinator#1` what keeps it alive"
        )
        #expect(
            session.refuse("objects HomeViewController")
                == "error: usage: objects | objects --why; HomeViewController#1 is an object: `screen HomeViewController#1` shows it, `holders HomeViewController#1` what keeps it alive"
        )
        #expect(
            session.refuse("tree catalog")
                == "error: usage: tree; CatalogCoordinator#1 is an object: `chain CatalogCoordinator#1` shows the chain from it, `holders CatalogCoordinator#1` what keeps it alive"
        )
        // Not an object: the error is as it was.
        #expect(
            session.refuse("state zork")
                == "error: unknown part of state 'zork' (there are: visible, window, coordinators, services, model)")
        #expect(session.refuse("objects zork") == "error: usage: objects | objects --why")
    }

    @Test func holdersShowsEveryHolderAndTheShortestChainFromTheApplication() {
        let session = Session()
        session.run(["select Coats", "tap cart"])
        let chainUp = [
            "  ← AppCoordinator#1.childCoordinators",
            "  ← ShopSceneDelegate#1.coordinator",
            "  ← Scene#1.delegate",
            "  ← Application#1.connectedScenes",
            "  Application#1 is a root: UIApplicationMain keeps the application for as long as the app runs",
        ]
        // A stale screen: off the stack, alive only because the catalog coordinator's list holds it.
        #expect(
            lines(session.run("holders HomeViewController#1")) == [
                "HomeViewController#1 is held by CatalogCoordinator#1.viewControllers",
                "the shortest chain of strong references from a root:",
                "  HomeViewController#1",
                "  ← CatalogCoordinator#1.viewControllers",
            ] + chainUp)
        #expect(
            lines(session.run("holders catalog")) == [
                "CatalogCoordinator#1 is held by AppCoordinator#1.childCoordinators",
                "the shortest chain of strong references from a root:",
                "  CatalogCoordinator#1",
            ] + chainUp)
        #expect(
            lines(session.run("holders CartViewController")).prefix(1) == [
                "CartViewController#1 is held by NavigationController#1.children, CartCoordinator#1.viewControllers"
            ])
        #expect(
            session.run("holders Application#1")
                == "Application#1 is a root: UIApplicationMain keeps the application for as long as the app runs")
    }

    @Test func objectsWhyGivesEveryLiveObjectTheReferenceThatKeepsIt() {
        let session = Session()
        #expect(
            lines(session.run("objects --why")) == [
                "29 live objects, each with the reference that keeps it alive (`holders OBJECT` shows the chain)",
                "app delegate",
                "  ShopAppDelegate#1       ← Application#1.delegate",
                "scene delegate",
                "  ShopSceneDelegate#1     ← Scene#1.delegate",
                "application",
                "  Application#1           a root: UIApplicationMain keeps it",
                "scene",
                "  Scene#1                 ← Application#1.connectedScenes",
                "window",
                "  Window#1                ← ShopSceneDelegate#1.window",
                "navigation controller",
                "  NavigationController#1  ← Window#1.rootViewController",
                "coordinator",
                "  AppCoordinator#1        ← ShopSceneDelegate#1.coordinator",
                "  CatalogCoordinator#1    ← AppCoordinator#1.childCoordinators",
                "view",
                "  View#1                  ← Window#1.subviews",
                "  Label#1                 ← HomeViewController#1.status",
                "  View#2                  ← HomeViewController#1.promotions",
                "  TableView#1             ← HomeViewController#1.promoted",
                "  TableView#2             ← HomeViewController#1.categories",
                "  Label#2                 ← HomeViewController#1.cartBadge",
                "  View#3                  ← View#1.subviews",
                "  TableCell#1             ← TableView#1.subviews",
                "  TableCell#2             ← TableView#1.subviews",
                "  PromotionView#1         ← View#2.subviews",
                "  Label#3                 ← PromotionView#1.subviews",
                "  PromotionView#2         ← View#2.subviews",
                "  Label#4                 ← PromotionView#2.subviews",
                "  TableCell#3             ← TableView#2.subviews",
                "  TableCell#4             ← TableView#2.subviews",
                "  TableCell#5             ← TableView#2.subviews",
                "control",
                "  Button#1                ← HomeViewController#1.accountButton",
                "  Button#2                ← HomeViewController#1.cartButton",
                "  Button#3                ← PromotionView#1.subviews",
                "  Button#4                ← PromotionView#2.subviews",
                "view controller",
                "  HomeViewController#1    ← NavigationController#1.children",
            ])
        #expect(session.refuse("objects --how") == "error: usage: objects | objects --why")
    }

    @Test func aCycleAndAnObjectNothingDeclaredHoldsAreToldApart() {
        Runtime().run {
            let application = Application(delegate: Quiet())
            let first = Linked(), second = Linked(), loose = Linked()
            first.link = second
            second.link = first
            let graph = OwnershipGraph(live: [application, first, second, loose], reader: ReferenceReader([]))
            #expect(
                HoldersRenderer.lines(for: first, in: graph) == [
                    "Linked#1 is held by Linked#2.link",
                    "no chain from a root reaches it: a cycle of strong references keeps it alive",
                    "  Linked#1",
                    "  ← Linked#2.link",
                    "  ← Linked#1.link",
                    "  Linked#1 is already in the chain: each keeps the next alive, so none of them is ever freed",
                ])
            #expect(
                HoldersRenderer.lines(for: loose, in: graph) == [
                    "nothing in the app holds Linked#3 in a stored property",
                    "no chain from a root reaches it",
                    "  Linked#3",
                    "  nothing holds Linked#3 in a stored property: a closure that captures it, or code outside the app, keeps it",
                ])
            first.link = nil
        }
    }

    @Test func screenShowsAnyScreenAndWhyItIsNotShowing() {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        let home = lines(session.run("screen HomeViewController"))
        #expect(
            home.prefix(3) == [
                "HomeViewController#1 \"Home\"", "  (not showing: under ProductViewController#1 on NavigationController#1's stack)",
                "  Cart (0)",
            ])
        session.run("send accountShow")
        #expect(
            lines(session.run("screen CategoryViewController#1"))[1]
                == "  (not showing: under ProductViewController#1 on NavigationController#1's stack)")
        #expect(lines(session.run("screen ProductViewController"))[1] == "  (not showing: LoginViewController#1 is presented over it)")
        session.run(["tap close", "tap cart"])
        #expect(
            lines(session.run("screen ProductViewController#1"))[1]
                == "  (not showing: on no stack and not presented; CatalogCoordinator#1 still lists it (stale))")
        #expect(lines(session.run("screen CartViewController")) == lines(session.run("screen")))
        #expect(
            session.refuse("screen NavigationController#1")
                == "error: NavigationController#1 is a navigation controller, not a screen: its stack is CartViewController#1; name one")
        #expect(session.refuse("screen Button#1").hasPrefix("error: unknown screen 'Button#1' (a screen alive by object name"))
    }

    @Test func chainTakesAControlIdOrAUniquePrefixOfOneAndASectionName() {
        let session = Session()
        #expect(session.run("chain buyNow4") == session.run("chain Button#4"))
        #expect(session.run("chain acc") == session.run("chain Button#1"))
        #expect(session.run("chain catalog") == session.run("chain CatalogCoordinator#1"))
        #expect(session.refuse("chain buy") == "error: 'buy' fits several controls of HomeViewController#1: buyNow1, buyNow4; say which")
        #expect(session.refuse("chain TableView") == "error: 'TableView' names several: TableView#1, TableView#2; say which")
    }

    @Test func statePartIsThatPartOfTheWholeDocumentAsItWritesIt() {
        let session = Session()
        session.run(["select \"Wool Coat\"", "tap addToCart", "send accountShow"])
        let whole = lines(session.run("state"))
        for part in StateRenderer.Part.allCases {
            let head = "  \"\(part.rawValue)\": "
            guard let start = whole.firstIndex(where: { $0.hasPrefix(head) }) else {
                Issue.record("no \(part) in the document")
                continue
            }
            var expected = [String(whole[start].dropFirst(head.count))]
            if ["{", "["].contains(expected[0]) {
                let end = whole[(start + 1)...].firstIndex { $0.hasPrefix("  }") || $0.hasPrefix("  ]") }!
                expected += whole[(start + 1)...end].map { String($0.dropFirst(2)) }
            }
            if let last = expected.last, last.hasSuffix(",") { expected[expected.count - 1] = String(last.dropLast()) }
            #expect(lines(session.run("state \(part.rawValue)")) == expected, "state \(part.rawValue)")
        }
        #expect(session.run("state MODEL") == session.run("state model"))
        #expect(session.refuse("state modle") == "error: unknown part of state 'modle'; did you mean model?")
    }

    @Test func everyCommandTakesTheSameNames() {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        #expect(session.run("pop to HomeViewController").hasPrefix("CatalogCoordinator#1 popped back to HomeViewController#1 \"Home\""))
        session.run(["select Coats", "select Parka"])
        #expect(
            session.run("back to CategoryViewController").hasPrefix(
                "went back from ProductViewController#2 \"Parka\" to CategoryViewController#2"))
        #expect(session.run("send cartStatus from catalog").hasPrefix("cartStatus from CatalogCoordinator#1"))
        session.run(["send accountShow", "type user pavel", "type pass coordinator", "tap logI"])
        #expect(session.visible == "ProfileViewController#1")
        #expect(session.run("tap edit") == "tapped [Edit profile]\nnow showing EditProfileViewController#1 \"Edit profile\"")
        #expect(session.run("stop profileEditing").hasPrefix("AccountCoordinator#1 stopped ProfileEditingCoordinator#1"))
        #expect(session.run("stop AccountCoordinator").hasPrefix("AppCoordinator#1 stopped AccountCoordinator#1"))
        #expect(session.run("stop catalog").hasPrefix("AppCoordinator#1 stopped CatalogCoordinator#1"))
        #expect(
            session.refuse("stop catalog") == "error: catalog runs in CatalogCoordinator, which is not running (running: AppCoordinator#1)")
        #expect(session.refuse("stop CatalogCoordinator") == "error: no CatalogCoordinator is running (running: AppCoordinator#1)")
        #expect(
            session.refuse("stop catalg")
                == "error: unknown coordinator 'catalg'; did you mean catalog? (running: AppCoordinator#1; name one, its type or its section)"
        )
    }
}

/// A class that handles some other message, so a `why` can say nobody handled this one.
enum MessageHandlerDescriptionFixture {
    static let someoneElse = MessageHandlerDescription(typeName: "Elsewhere", messages: ["poke"])
}

private final class Quiet: ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}

private final class Linked: Responder {
    var link: Linked?
}

/// TAB for every new argument: from the live app and the shipped source.
@Suite struct EngineExplainingCompletionTests {
    @Test func completesTheNewArguments() {
        let session = Session()
        func candidates(_ line: String) -> [String] { session.completions(forLine: line).candidates }
        #expect(candidates("screen ") == ["NavigationController#1", "HomeViewController#1"])
        #expect(candidates("state ") == ["visible", "window", "coordinators", "services", "model"])
        #expect(candidates("objects ") == ["--why"])
        #expect(candidates("chain buy") == ["buyNow1", "buyNow4"])
        #expect(candidates("chain cat") == ["CatalogCoordinator#1", "catalog", "categories"])
        #expect(candidates("holders Cat") == ["CatalogCoordinator#1", "catalog", "categories"])
        #expect(candidates("who cartA") == ["cartAdd"])
        #expect(candidates("who cartAdd ") == ["from"])
        #expect(candidates("who cartAdd from App") == ["Application#1", "AppCoordinator#1"])
        #expect(candidates("why cartT") == ["cartToggle"])
        #expect(candidates("stop cat") == ["CatalogCoordinator#1", "catalog"])
        #expect(candidates("code cartAd") == ["cartAdd"])
        #expect(candidates("code CatalogCo") == ["CatalogCoordinator"])
        #expect(
            candidates("code Cart") == [
                "cartAdd", "cartStatus", "cartToggle", "cartRemoveRequest", "cartRemove", "cartCheckout", "cartSetShipping",
                "cartSetPayment", "cartPlaceOrder", "cartCancelCheckout", "cart", "CartCoordinator", "CartViewController",
            ])
        #expect(candidates("code Home") == ["HomeViewController"])
    }
}
