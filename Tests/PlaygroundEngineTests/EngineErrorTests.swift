import TestSupport
import Testing

@testable import PlaygroundEngine

/// Every kind of bad input answers one `error:` line and leaves the app exactly as it was.
@Suite struct EngineErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let setup: [String]
        let line: String
        let error: String
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(setup: [], line: "frobnicate", error: "error: unknown command 'frobnicate'. Type 'help' for commands."),
        Case(
            setup: [], line: "tap adToCart",
            error: "error: unknown control 'adToCart' on HomeViewController#1 (there are: cart, account, buyNow1, buyNow4)"),
        Case(
            setup: [], line: "tap acount",
            error:
                "error: unknown control 'acount' on HomeViewController#1; did you mean account? (there are: cart, account, buyNow1, buyNow4)"
        ),
        Case(setup: [], line: "type username x", error: "error: unknown field 'username' on HomeViewController#1 (it has no field)"),
        Case(setup: [], line: "select Knitwaer", error: "error: unknown row 'Knitwaer' on HomeViewController#1; did you mean Knitwear?"),
        Case(
            setup: [], line: "select Hats",
            error: "error: unknown row 'Hats' on HomeViewController#1 (there are: Wool Coat, Cable Sweater, Coats, Knitwear, Shoes)"),
        Case(
            setup: [], line: "push basket",
            error:
                "error: unknown screen 'basket' (there are: home, category, product, cart, login, signUp, terms, profile, editProfile, regions, cities, shipping, payment, confirmation)"
        ),
        Case(setup: [], line: "present logn", error: "error: unknown screen 'logn'; did you mean login?"),
        Case(setup: [], line: "pop", error: "error: CatalogCoordinator#1 owns one screen: its pop needs two or more"),
        Case(setup: [], line: "pop to Home", error: "error: unknown screen 'Home' (CatalogCoordinator#1 owns: HomeViewController#1)"),
        Case(
            setup: [], line: "dismiss",
            error: "error: nothing to dismiss: NavigationController#1 (CatalogCoordinator#1's root) neither presents nor is presented"),
        Case(
            setup: ["present login"], line: "present terms",
            error:
                "error: Attempt to present TermsViewController#1 on NavigationController#1 (from NavigationController#1) which is already presenting LoginViewController#1. UIKit logs this and presents nothing."
        ),
        Case(setup: [], line: "send cartStatos", error: "error: unknown message 'cartStatos'; did you mean cartStatus?"),
        Case(
            setup: [], line: "send cartAdd product=1 PRODUCT=2",
            error: "error: product given twice (product=1, PRODUCT=2); give each argument once"),
        Case(
            setup: [], line: "send cartAdd product=0", error: "error: unknown product '0'; did you mean 1? (one of: 1, 2, 3, 4, 5, 6, 7, 8)"
        ),
        Case(
            setup: [], line: "send accountLogout",
            error: "error: accountLogout reached the top unhandled: no responder on the chain acts on it"),
        Case(
            setup: [], line: "chain Nobody#1",
            error:
                "error: unknown object 'Nobody#1' (name one as `objects` lists it, its type when one is alive, a section, or a control of HomeViewController#1: cart, account, buyNow1, buyNow4, promoted, categories)"
        ),
        Case(setup: [], line: "open shop://moon", error: "error: 'shop://moon' routes nowhere in the app; did you mean shop://home?"),
        Case(setup: [], line: "open not a url", error: "error: usage: open URL"),
        Case(
            setup: [], line: "start payroll",
            error: "error: unknown coordinator 'payroll' (there are: catalog, cart, account, profileEditing, checkout)"),
        Case(setup: [], line: "start checkout", error: "error: the cart is empty, so the app offers no checkout"),
        Case(
            setup: [], line: "stop CartCoordinator",
            error: "error: no CartCoordinator is running (running: AppCoordinator#1, CatalogCoordinator#1 (catalog))"),
        Case(setup: [], line: "service catalog ready", error: "error: catalog is already ready; `service catalog pending` changes it"),
        Case(setup: [], line: "export svg", error: "error: unknown format 'svg' (there are: dot, mermaid, html)"),
        Case(
            setup: [], line: "export html",
            error: "error: a page is written to a file, or printed with -: export html FILE (e.g. export html app.html)"),
        Case(setup: [], line: "view of", error: "error: unknown view setting 'of'; did you mean on?"),
        Case(
            setup: [], line: "back",
            error: "error: there is no Back button: HomeViewController#1 is the first screen of NavigationController#1"),
        Case(setup: [], line: "undo", error: "error: nothing to undo: no command has changed the app since it launched"),
        Case(
            setup: ["tap cart"], line: "tap checkout",
            error: "error: checkout is disabled on CartViewController#1; the ones you can use now: catalog"),
        Case(setup: ["tap account"], line: "type logIn x", error: "error: logIn is a button, not a text field: use 'tap logIn'"),
    ]

    @Test(arguments: cases) func refusedWithOneLineAndNothingChanged(_ example: Case) {
        let session = Session()
        session.run(example.setup)
        #expect(session.refuse(example.line) == example.error)
        #expect(session.log == example.setup)
    }

    @Test func aCommandRefusedAfterActingIsRolledBackSoLaterNamesMatchAFreshReplay() {
        let session = Session()
        session.refuse("send cartStatus from Window#1")
        session.run("push product 1")
        let fresh = Session()
        fresh.run("push product 1")
        #expect(session.snapshot == fresh.snapshot)
    }

    @Test func anEmptyLineDoesNothing() {
        let session = Session()
        let result = session.execute("   ")
        #expect(result == CommandResult(output: ""))
    }
}
