import HeadlessUIKit
import TestSupport
import Testing

@testable import PlaygroundEngine

/// Acting as the programmer: the owning coordinator's navigation calls, starting and stopping
/// coordinators, sending messages and switching services.
@Suite struct EngineProgrammerTests {
    @Test func pushGoesThroughTheOwningCoordinatorsShow() {
        let session = Session()
        #expect(
            lines(session.run("push product 3")) == [
                "CatalogCoordinator#1 showed ProductViewController#1 \"Field Jacket\"",
                "now showing ProductViewController#1 \"Field Jacket\"",
            ])
        session.run("push cities New York State")
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1, ProductViewController#1, CitiesListViewController#1"))
        #expect(session.refuse("push produkt 1") == "error: unknown screen 'produkt'; did you mean product?")
        #expect(session.refuse("push product 99") == "error: product needs an id, 1 to 8")
        #expect(session.refuse("push home 2") == "error: home takes no arguments")
    }

    @Test func popFollowsTheCoordinatorsOwnRule() {
        let session = Session()
        #expect(session.refuse("pop") == "error: CatalogCoordinator#1 owns one screen: its pop needs two or more")
        session.run(["push product 1", "push product 2"])
        #expect(session.run("pop").hasPrefix("CatalogCoordinator#1 popped ProductViewController#2 \"Parka\""))
        #expect(session.visible == "ProductViewController#1")
    }

    @Test func popToGoesBackToOneOfTheCoordinatorsScreens() {
        let session = Session()
        session.run(["push product 1", "push product 2"])
        #expect(session.run("pop to homeviewcontroller#1").hasPrefix("CatalogCoordinator#1 popped back to HomeViewController#1 \"Home\""))
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1"))
        session.run("push product 3")
        #expect(
            session.refuse("pop to ProductViewController#9")
                == "error: unknown screen 'ProductViewController#9'; did you mean ProductViewController#3? (CatalogCoordinator#1 owns: HomeViewController#1, ProductViewController#3)"
        )
        #expect(
            session.refuse("pop to ProductViewController#3")
                == "error: ProductViewController#3 is already CatalogCoordinator#1's last screen: nothing to pop")
        #expect(session.refuse("pop from HomeViewController#1").hasPrefix("error: usage: pop | pop to SCREEN-ID"))
    }

    @Test func presentAndDismissGoThroughTheOwningCoordinator() {
        let session = Session()
        #expect(session.run("present login").hasPrefix("CatalogCoordinator#1 presented LoginViewController#1 \"Log in\""))
        #expect(
            lines(session.run("stack")) == [
                "Window#1",
                "└─ NavigationController#1  → CatalogCoordinator#1",
                "   ├─ [0] HomeViewController#1 \"Home\"",
                "   └─ presents LoginViewController#1 \"Log in\"  → CatalogCoordinator#1  ◀ visible",
            ])
        #expect(
            session.refuse("present terms")
                == "error: Attempt to present TermsViewController#1 on NavigationController#1 (from NavigationController#1) which is already presenting LoginViewController#1. UIKit logs this and presents nothing."
        )
        #expect(session.run("dismiss").hasPrefix("CatalogCoordinator#1 dismissed LoginViewController#1 \"Log in\""))
        #expect(
            session.refuse("dismiss")
                == "error: nothing to dismiss: NavigationController#1 (CatalogCoordinator#1's root) neither presents nor is presented")
    }

    @Test func dismissFromInsideAPresentedSectionLeavesItsCoordinatorRunning() {
        let session = Session()
        session.run(["tap account", "dismiss"])
        #expect(session.visible == "HomeViewController#1")
        // Only the screens went: the account coordinator still runs, which tree shows.
        #expect(
            session.snapshot.coordinators.last
                == AppSnapshot.CoordinatorNode(
                    id: id("AccountCoordinator#1"), root: id("NavigationController#2"), ownsScreens: true,
                    screens: [id("LoginViewController#1")], isActive: true, queued: [], stale: [], children: []))
    }

    @Test func startAndStopAsTheAppWould() {
        let session = Session()
        #expect(session.refuse("start checkout") == "error: the cart is empty, so the app offers no checkout")
        #expect(session.refuse("start chekout") == "error: unknown coordinator 'chekout'; did you mean checkout?")
        session.run("start AccountCoordinator")
        #expect(session.visible == "LoginViewController#1")
        #expect(
            session.run("stop accountcoordinator#1") == "AppCoordinator#1 stopped AccountCoordinator#1\nnow showing NavigationController#2")
        #expect(
            session.refuse("stop AccountCoordinator#1")
                == "error: unknown coordinator 'AccountCoordinator#1' (running: AppCoordinator#1, CatalogCoordinator#1 (catalog); name one, its type or its section)"
        )
        #expect(session.refuse("stop AppCoordinator#1") == "error: AppCoordinator#1 is the top coordinator: no parent can stop it")
        session.run("start cart")
        #expect(session.visible == "CartViewController#1")
    }

    @Test func sendPrintsEveryHopWhatEachDidAndTheReply() {
        let session = Session()
        let sent = session.expectChange("send cartAdd product=1 color=navy SIZE=XL") {
            $0.model[path: "cart"] = .array([.string("Wool Coat · Navy, size xl")])
            $0.model[path: "cartTotal"] = .int(240)
            $0.set("cartBadge", on: "HomeViewController#1", to: .label(text: "Cart (1)"))
        }
        #expect(
            lines(sent) == [
                "cartAdd(product: Wool Coat, color: Navy, size: xl) from HomeViewController#1",
                "  1  HomeViewController#1    forwarded: awaits the reply to update the home badge too",
                "  2  NavigationController#1  passed",
                "  3  CatalogCoordinator#1    passed",
                "  4  AppCoordinator#1        handled: added Wool Coat · Navy, size xl; the cart has 1 item",
                "reply to cartAdd: added Wool Coat · Navy, size xl; the cart has 1 item",
                "HomeViewController#1 shows: \"Cart (1)\"",
            ])
        #expect(
            lines(session.run("send cartStatus from AppCoordinator")) == [
                "cartStatus from AppCoordinator#1",
                "  1  AppCoordinator#1  handled: the cart has 1 item",
                "reply to cartStatus: the cart has 1 item",
            ])
    }

    @Test func sendPrintsTheErrorThrownBackToTheSenderAfterTheHops() {
        let session = Session()
        session.run("tap account")
        #expect(
            lines(session.run("send accountLogin username=pavel password=nope")) == [
                "accountLogin(username: pavel, password: ••••) from LoginViewController#1",
                "  1  LoginViewController#1   passed",
                "  2  NavigationController#2  passed",
                "  3  AccountCoordinator#1    threw: Wrong username or password",
                "accountLogin threw: Wrong username or password",
            ])
        #expect(session.visible == "LoginViewController#1")
        #expect(
            lines(session.run("send accountLogin username=pavel password=coordinator")).suffix(3) == [
                "  3  AccountCoordinator#1    handled: logged in Pavel Gurov; the profile replaced the login screen",
                "reply to accountLogin: logged in as Pavel Gurov",
                "now showing ProfileViewController#1 \"Profile\"",
            ])
    }

    @Test func theTracePrintsWhenAServiceRequestStartsAndEnds() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password coordinator", "trace on"])
        let output = lines(session.run("tap logIn"))
        let started = output.firstIndex(of: "~ AccountService login started")
        let finished = output.firstIndex(of: "~ AccountService login finished after 0.80s")
        let handled = output.firstIndex { $0.hasSuffix("handled: logged in Pavel Gurov; the profile replaced the login screen") }
        #expect(handled != nil && started != nil && finished != nil)
        if let handled, let started, let finished { #expect(handled < started && started < finished) }
        #expect(output.last == "now showing ProfileViewController#1 \"Profile\"")
    }

    @Test func aLoginQueuedForItsServiceShowsOnTheScreenAsInFlight() {
        let session = Session(options: .shop("service account pending"))
        session.run(["tap account", "type username pavel", "type password coordinator"])
        session.expectChange("tap logIn") {
            $0.set("logIn", on: "LoginViewController#1", to: .button(title: "Log in", isEnabled: false))
            $0[controller: "LoginViewController#1"].controls.insert(.init(id: "progress", content: .label(text: "Logging in…")), at: 3)
            $0[shown: "LoginViewController#1"].items.insert(.label(text: "Logging in…"), at: 3)
            $0[coordinator: "AccountCoordinator#1"].queued = ["accountLogin(username: pavel, password: •••••••••••)"]
        }
        #expect(
            lines(session.run("screen")) == [
                "LoginViewController#1 \"Log in\"",
                "  Username: pavel         type username TEXT",
                "  Password: •••••••••••   type password TEXT",
                "  [Log in] (disabled)",
                "  Logging in…",
                "  [Sign up]               tap signUp",
                "  [Close]                 tap close",
            ])
        #expect(
            lines(session.run("service account ready")) == [
                "account is ready",
                "AccountCoordinator#1 ran its queue: accountLogin(username: pavel, password: •••••••••••)",
                "now showing ProfileViewController#1 \"Profile\"",
            ])
    }

    @Test func sendRefusesBadMessagesArgumentsAndSenders() {
        let session = Session()
        #expect(session.refuse("send cartAd product=1") == "error: unknown message 'cartAd'; did you mean cartAdd?")
        #expect(
            session.refuse("send cartAdd prodct=1")
                == "error: unknown argument 'prodct'; did you mean product? (cartAdd takes product, color, size)")
        #expect(
            session.refuse("send cartAdd product=1 color=nvy")
                == "error: unknown color 'nvy'; did you mean Navy? (one of: Off-White, Anthracite, Black, Beige, Brown, Blue, Navy, Powder, Forest, Pink)"
        )
        #expect(session.refuse("send cartAdd") == "error: cartAdd needs product=…")
        // A value nowhere near a valid one, or an unknown key with nothing close: the choices
        // are listed once.
        #expect(
            session.refuse("send cartAdd product=1 color=Purple")
                == "error: unknown color 'Purple' (one of: Off-White, Anthracite, Black, Beige, Brown, Blue, Navy, Powder, Forest, Pink)")
        #expect(session.refuse("send cartSetPayment payment=bitcoin") == "error: unknown payment 'bitcoin' (one of: card, cashOnDelivery)")
        #expect(
            session.refuse("send cartAdd product=1 payment=bitcoin")
                == "error: unknown argument 'payment' (cartAdd takes product, color, size)")
        #expect(
            session.refuse("send cartStatus from Windo#1")
                == "error: unknown object 'Windo#1'; did you mean Window#1? (name one as `objects` lists it, its type when one is alive, a section, or a control of HomeViewController#1: cart, account, buyNow1, buyNow4, promoted, categories)"
        )
        #expect(session.refuse("send cartStatus product").hasPrefix("error: usage: send MESSAGE [key=value ...]"))
    }

    @Test func aMessageNobodyHandlesPrintsItsHopsThenOneErrorAndChangesNothing() {
        let session = Session()
        let result = session.execute("send cartStatus from Window#1")
        #expect(result.isError)
        #expect(
            lines(result.output) == [
                "cartStatus from Window#1",
                "  1  Window#1           passed",
                "  2  Application#1      passed",
                "  3  ShopAppDelegate#1  passed",
                "error: cartStatus reached the top unhandled: no responder on the chain acts on it",
            ])
        session.refuse("send accountLogin username=pavel password=x")
    }

    @Test func servicePendingQueuesAndReadyReplaysEachQueuedMessageOnce() {
        let session = Session()
        session.run("service cart pending")
        session.run("send cartAdd product=4")
        #expect(session.run("queue") == "AppCoordinator#1: cartAdd(product: Cable Sweater, color: Anthracite, size: m)")
        #expect(session.cart.isEmpty)
        #expect(
            lines(session.run("service cart ready")) == [
                "cart is ready",
                "AppCoordinator#1 ran its queue: cartAdd(product: Cable Sweater, color: Anthracite, size: m)",
                "reply to cartAdd: added Cable Sweater · Anthracite, size m; the cart has 1 item",
                "HomeViewController#1 shows: \"Cart (1)\"",
            ])
        #expect(session.cart == ["Cable Sweater · Anthracite, size m"])
        #expect(session.run("queue") == "no messages are queued")
        session.run(["service cart pending", "service cart ready"])
        #expect(session.cart.count == 1)
        #expect(session.refuse("service cart ready") == "error: cart is already ready; `service cart pending` changes it")
        #expect(session.refuse("service carts ready") == "error: unknown service 'carts'; did you mean cart?")
        #expect(session.refuse("service cart redy") == "error: unknown service state 'redy'; did you mean ready?")
    }

    // MARK: nav pop: the navigation controller on its own

    @Test func navPopUnanimatedIsUnseenByTheLibraryAndLeavesTheListStale() {
        let session = Session()
        session.run("select \"Wool Coat\"")
        #expect(
            lines(session.run("nav pop unanimated")) == [
                "NavigationController#1 popped ProductViewController#1 \"Wool Coat\" by itself, unanimated: the library sees nothing",
                "CatalogCoordinator#1's list is stale: it still holds ProductViewController#1",
                "now showing HomeViewController#1 \"Home\"",
            ])
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1, ProductViewController#1 (stale)"))
        #expect(coordinatorNode("CatalogCoordinator#1", in: session)?.stale == [ObjectName(typeName: "ProductViewController", number: 1)])
        // The coordinator still thinks it shows two screens: its own pop goes to the screen
        // already showing, and pops nothing.
        #expect(session.run("pop").hasPrefix("CatalogCoordinator#1 popped ProductViewController#1"))
        #expect(session.visible == "HomeViewController#1")
    }

    @Test func navPopAnimatedIsSeenAsBack() {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        #expect(
            lines(session.run("nav pop animated")) == [
                "NavigationController#1 popped ProductViewController#1 \"Parka\" by itself, animated: the library sees it as Back",
                "now showing CategoryViewController#1 \"Coats\"",
            ])
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1, CategoryViewController#1"))
        #expect(coordinatorNode("CatalogCoordinator#1", in: session)?.stale == [])
    }

    @Test func navPopRefusesWhatCannotPopAndCompletesItsWords() {
        let session = Session()
        #expect(session.completions(forLine: "nav ").candidates == ["pop"])
        #expect(session.completions(forLine: "nav pop ").candidates == ["animated", "unanimated"])
        #expect(
            session.refuse("nav pop animated") == "error: nothing to pop: HomeViewController#1 is the only screen of NavigationController#1"
        )
        session.run("select \"Wool Coat\"")
        #expect(session.refuse("nav pop sideways") == "error: unknown pop style 'sideways' (there are: animated, unanimated)")
        #expect(session.refuse("nav pop").hasPrefix("error: usage: nav pop animated|unanimated"))
        #expect(session.refuse("nav push animated").hasPrefix("error: usage: nav pop animated|unanimated"))
        session.run(["tap addToCart", "tap cart", "select 0"])
        #expect(session.refuse("nav pop unanimated") == "error: nothing to pop: AlertController#1 is not the top of a navigation stack")
    }
}

/// The node of the coordinator `id` in the snapshot's coordinator tree.
func coordinatorNode(_ id: String, in session: Session) -> AppSnapshot.CoordinatorNode? {
    session.snapshot.coordinators.first { $0.id.description == id }
}
