import TestSupport
import Testing

@testable import PlaygroundEngine

/// Acting as the person holding the phone: tap, type, select, back, open.
@Suite struct EngineUserActionTests {
    @Test func tapRunsTheButtonsActionAndSaysWhatShowsNow() {
        let session = Session()
        session.run("select \"Wool Coat\"")
        #expect(
            lines(session.run("tap addToCart")) == [
                "tapped [Add to Cart]", "ProductViewController#1 shows: \"Cart (1)\", \"Added Wool Coat · Anthracite, size m\"",
            ])
        #expect(session.cart == ["Wool Coat · Anthracite, size m"])
        #expect(lines(session.run("tap cart")) == ["tapped [Cart]", "now showing CartViewController#1 \"Cart\""])
    }

    @Test func tapNamesAreCaseInsensitiveAndWrongOnesAreExplained() {
        let session = Session()
        session.run("select \"Wool Coat\"")
        session.run("tap ADDTOCART")
        #expect(
            session.refuse("tap addToCrt")
                == "error: unknown control 'addToCrt' on ProductViewController#1; did you mean addToCart? (there are: cart, sizeGuide, addToCart)"
        )
        #expect(session.refuse("tap colors") == "error: colors is a list, not a button: use 'select ROW'")
        #expect(
            session.refuse("tap zzz") == "error: unknown control 'zzz' on ProductViewController#1 (there are: cart, sizeGuide, addToCart)")
    }

    @Test func typeKeepsQuotedTextAndUTF8Intact() {
        let session = Session()
        session.run(["tap account", "tap signUp"])
        let typed = session.expectChange("type name \"Павел  Гуров\"") {
            $0.set("name", on: "SignUpViewController#1", to: .field(placeholder: "Full name", text: "Павел  Гуров", isEnabled: true))
        }
        #expect(typed == "typed \"Павел  Гуров\" into name")
        #expect(session.run("type username 東京 太郎") == "typed \"東京 太郎\" into username")
        #expect(lines(session.run("screen"))[2] == "  Full name: Павел  Гуров   type name TEXT")
        #expect(session.run("type name \"\"") == "typed \"\" into name")
        #expect(
            session.refuse("type name \"open quote")
                == "error: unclosed quote in 'type name \"open quote'; close it: type name \"open quote\"")
        #expect(session.refuse("type readTerms x") == "error: readTerms is a button, not a text field: use 'tap readTerms'")
        #expect(session.refuse("type username").hasPrefix("error: usage: type FIELD TEXT"))
    }

    @Test func selectTakesAnIndexARowsTextOrAListAndIndex() {
        let session = Session()
        session.run("select categories:2")
        #expect(session.visible == "CategoryViewController#1")
        session.run("back")
        session.run("select knitwear")
        #expect(session.run("select 0") == "selected \"Cable Sweater\" in products\nnow showing ProductViewController#1 \"Cable Sweater\"")
        session.run(["select sizes:4", "select navy", "tap addToCart"])
        #expect(session.cart == ["Cable Sweater · Navy, size xl"])
    }

    @Test func selectRefusesWhatIsNotThere() {
        let session = Session()
        #expect(
            session.refuse("select 1") == "error: HomeViewController#1 has 2 lists (promoted, categories): say promoted:1, or a row's text")
        #expect(session.refuse("select categories:7") == "error: no row 7 in categories: rows 0 to 2")
        #expect(session.refuse("select Knitware") == "error: unknown row 'Knitware' on HomeViewController#1; did you mean Knitwear?")
        #expect(session.refuse("select categoris:1") == "error: unknown list 'categoris' on HomeViewController#1; did you mean categories?")
        session.run(["tap account"])
        #expect(session.refuse("select 0") == "error: LoginViewController#1 has no list to select from (`screen` shows what it has)")
    }

    @Test func backIsAnAnimatedPopTheCoordinatorNotices() {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        #expect(
            session.snapshot[coordinator: "CatalogCoordinator#1"].screens
                == [id("HomeViewController#1"), id("CategoryViewController#1"), id("ProductViewController#1")])
        #expect(
            lines(session.run("back")) == [
                "went back from ProductViewController#1 \"Parka\"",
                "now showing CategoryViewController#1 \"Coats\"",
            ])
        // The coordinator trimmed its own list: it saw the pop through its delegate.
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1, CategoryViewController#1"))
        session.run("back")
        #expect(
            session.refuse("back") == "error: there is no Back button: HomeViewController#1 is the first screen of NavigationController#1")
    }

    @Test func backPastASectionsFirstScreenFinishesItsCoordinator() {
        let session = Session()
        session.run(["tap account", "tap signUp"])
        #expect(session.visible == "SignUpViewController#1")
        session.run("back")
        #expect(session.visible == "LoginViewController#1")
        #expect(
            session.snapshot.coordinators.map(\.id) == [id("AppCoordinator#1"), id("CatalogCoordinator#1"), id("AccountCoordinator#1")])
    }

    @Test func openRoutesADeepLinkFromAnyStateAndRefusesOnesThatGoNowhere() {
        let session = Session()
        session.run(["tap account"])
        #expect(
            lines(session.run("open shop://product/3")) == [
                "opened shop://product/3", "now showing ProductViewController#1 \"Field Jacket\"",
            ])
        #expect(session.snapshot.coordinators.map(\.id) == [id("AppCoordinator#1"), id("CatalogCoordinator#1")])
        #expect(
            session.refuse("open shop://nowhere")
                == "error: 'shop://nowhere' routes nowhere in the app (try shop://home, shop://category/coats, shop://product/1)")
        #expect(
            session.refuse("open shop://prodct/1") == "error: 'shop://prodct/1' routes nowhere in the app; did you mean shop://product/1?")
        #expect(
            session.refuse("open shop://product/99") == "error: 'shop://product/99' routes nowhere in the app: product needs an id, 1 to 8")
        session.run("open shop://cart")
        #expect(session.visible == "CartViewController#1")
    }

    // MARK: back to: the Back button's menu

    @Test func backToIsAnAnimatedPopToAnEarlierScreenThatTheCoordinatorSeesAsBack() {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        #expect(session.completions(forLine: "back ").candidates == ["to"])
        #expect(session.completions(forLine: "back to ").candidates == ["CategoryViewController#1", "HomeViewController#1"])
        #expect(
            lines(session.run("back to HomeViewController#1")) == [
                "went back from ProductViewController#1 \"Parka\" to HomeViewController#1 \"Home\"",
                "now showing HomeViewController#1 \"Home\"",
            ])
        // One Back, two screens gone: the coordinator trimmed its list to the screen shown.
        #expect(session.run("tree").hasSuffix("screens: HomeViewController#1"))
        #expect(session.snapshot[objects: "view controller"] == ["HomeViewController#1"])
    }

    @Test func backToRefusesScreensTheMenuDoesNotList() {
        let session = Session()
        #expect(
            session.refuse("back to HomeViewController#1")
                == "error: there is no Back button: HomeViewController#1 is the first screen of NavigationController#1")
        session.run(["select Coats", "select Parka"])
        #expect(
            session.refuse("back to ProductViewController#1")
                == "error: ProductViewController#1 is the screen showing: the back menu lists the screens before it (CategoryViewController#1, HomeViewController#1)"
        )
        #expect(
            session.refuse("back to CategoryViewControler#1")
                == "error: unknown screen 'CategoryViewControler#1'; did you mean CategoryViewController#1? (the back menu of NavigationController#1 lists: CategoryViewController#1, HomeViewController#1)"
        )
        #expect(
            session.refuse("back to CartViewController#1")
                == "error: unknown screen 'CartViewController#1' (the back menu of NavigationController#1 lists: CategoryViewController#1, HomeViewController#1)"
        )
        #expect(session.refuse("back from HomeViewController#1").hasPrefix("error: usage: back | back to SCREEN-ID"))
        // The bare type name works when one screen of the menu has it, as everywhere else.
        session.run("back to CategoryViewController")
        #expect(session.visible == "CategoryViewController#1")
    }

    @Test func backToPastTheCityPickerFinishesItAndTheEditingCoordinatorInTurn() {
        let session = Session()
        session.run([
            "open shop://profile/edit", "type username pavel", "type password coordinator", "tap logIn",
            "tap selectWorkCities", "select Volga", "select Kazan",
        ])
        let picker = session.snapshot[coordinator: "CityPickerCoordinator#1"]
        #expect(picker.root == id("NavigationController#2") && picker.isActive == true)
        #expect(
            session.completions(forLine: "back to ").candidates == [
                "RegionsViewController#1", "EditProfileViewController#1", "ProfileViewController#1",
            ])
        session.run("back to ProfileViewController#1")
        #expect(session.visible == "ProfileViewController#1")
        let snapshot = session.snapshot
        #expect(snapshot.coordinators.map(\.id) == [id("AppCoordinator#1"), id("CatalogCoordinator#1"), id("AccountCoordinator#1")])
        #expect(snapshot[coordinator: "AccountCoordinator#1"].screens == [id("ProfileViewController#1")])
        #expect(snapshot[coordinator: "AccountCoordinator#1"].isActive == true)
        // The picker's result was saved on the way up, and nothing of either coordinator is left.
        #expect(session.model.value(atPath: "user.workCities") == .array([.members(["name": .string("Kazan")])]))
        #expect(snapshot[objects: "coordinator"] == ["AppCoordinator#1", "CatalogCoordinator#1", "AccountCoordinator#1"])
        #expect(snapshot[objects: "view controller"] == ["HomeViewController#1", "ProfileViewController#1"])
    }
}
