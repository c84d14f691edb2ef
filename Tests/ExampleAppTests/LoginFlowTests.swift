import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 4: Pattern.md's login, sign-up and terms, and closing the account flow.
struct LoginFlowTests {
    @Test func wrongPasswordShowsTheErrorOnTheLoginScreenAndChangesNothingElse() throws {
        let shop = ShopHarness()
        let showing = try delivery("accountShow", in: shop.tap("account"))
        #expect(route(showing).last == "AppCoordinator handled")
        let login = try shop.visibleScreen(LoginViewController.self)
        let account = try #require(shop.coordinator.account)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator", "AccountCoordinator"])
        #expect(shop.presentedStack === [login])
        #expect(account.rootViewController.parentCoordinator === account)
        #expect(try shop.control("error", Label.self).isHidden)

        let mainStackBefore = shop.mainStack
        let modelBefore = shop.app.modelSnapshot
        try shop.type("pavel", into: "username")
        try shop.type("wrong", into: "password")
        #expect(try shop.control("password", TextField.self).displayedText == "•••••")
        let failing = try delivery("accountLogin", in: shop.tap("logIn"))
        #expect(failing.message == "accountLogin(username: pavel, password: •••••)")
        #expect(route(failing) == ["Button", "View", "LoginViewController", "NavigationController", "AccountCoordinator handled"])
        #expect(failing.handledBy == account.objectID)

        #expect(shop.visible === login)
        #expect(try shop.text("error") == "Wrong username or password")
        #expect(try !shop.control("error", Label.self).isHidden)
        #expect(shop.presentedStack === [login])
        #expect(account.viewControllers === [login])
        #expect(shop.mainStack === mainStackBefore)
        #expect(shop.app.modelSnapshot == modelBefore)
        #expect(shop.app.modelSnapshot.user == nil)
    }

    @Test func loginReplacesTheLoginScreenWithTheProfileAndCloseEndsTheFlow() throws {
        let shop = ShopHarness()
        try shop.tap("account")
        try shop.type("pavel", into: "username")
        try shop.type("coordinator", into: "password")
        let succeeding = try delivery("accountLogin", in: shop.tap("logIn"))
        #expect(handlingNote(succeeding) == "logged in Pavel Gurov; the profile replaced the login screen")

        let profile = try shop.visibleScreen(ProfileViewController.self)
        #expect(shop.presentedStack === [profile])
        #expect(shop.coordinator.account?.viewControllers === [profile])
        #expect(try shop.text("name") == "Pavel Gurov")
        #expect(try shop.text("city") == "City: Moscow")
        #expect(shop.app.modelSnapshot.user?.username == "pavel")

        let closing = try delivery("accountClose", in: shop.tap("close"))
        #expect(route(closing) == ["Button", "View", "ProfileViewController", "NavigationController", "AccountCoordinator handled"])
        #expect(shop.coordinator.rootViewController.presentedViewController == nil)
        #expect(children(of: shop.coordinator) == ["CatalogCoordinator"])
        #expect(shop.visible is HomeViewController)
        #expect(shop.app.modelSnapshot.user?.name == "Pavel Gurov")
    }

    @Test func signUpIsPushedFromLoginAndCreatesAnAccountOnlyAfterTheTerms() throws {
        let shop = ShopHarness()
        try shop.tap("account")
        let login = try shop.visibleScreen(LoginViewController.self)

        let toSignUp = try delivery("accountShowSignUp", in: shop.tap("signUp"))
        #expect(route(toSignUp).last == "AccountCoordinator handled")
        let signUp = try shop.visibleScreen(SignUpViewController.self)
        #expect(shop.presentedStack === [login, signUp])
        #expect(try !shop.control("createAccount", Button.self).isEnabled)
        #expect(try shop.text("terms") == "Accept the terms to create an account")

        try shop.tap("readTerms")
        let terms = try shop.visibleScreen(TermsViewController.self)
        #expect(shop.presentedStack === [login, signUp, terms])
        let accepting = try delivery("accountAcceptTerms", in: shop.tap("accept"))
        #expect(route(accepting).last == "AccountCoordinator handled")
        #expect(shop.visible === signUp)
        #expect(shop.presentedStack === [login, signUp])
        #expect(try shop.control("createAccount", Button.self).isEnabled)
        #expect(try shop.text("terms") == "Terms accepted")

        try shop.type("Ada Lovelace", into: "name")
        try shop.type("ada", into: "username")
        try shop.type("engine", into: "password")
        let creating = try delivery("accountSignUp", in: shop.tap("createAccount"))
        #expect(route(creating).last == "AccountCoordinator handled")
        let profile = try shop.visibleScreen(ProfileViewController.self)
        #expect(shop.presentedStack === [profile])
        #expect(try shop.text("name") == "Ada Lovelace")
        #expect(shop.app.modelSnapshot.user?.username == "ada")
    }

    @Test func backFromSignUpReturnsToLoginThroughTheAccountCoordinator() throws {
        let shop = ShopHarness()
        try shop.tap("account")
        let login = try shop.visibleScreen(LoginViewController.self)
        try shop.tap("signUp")
        try shop.back()
        #expect(shop.visible === login)
        #expect(shop.coordinator.account?.viewControllers === [login])
    }

    @Test func afterLoggingOutWhileEditingTheLoginScreenStillWorks() throws {
        let shop = ShopHarness()
        try shop.logIn()
        let account = try #require(shop.coordinator.account)
        try shop.tap("editProfile")
        try shop.tap("selectCity")
        #expect(account.profileEditing?.cityPicker != nil)

        // Logout from the profile under the picker: the account coordinator stops the editing
        // child (and its picker) and must take the shared navigation controller back.
        let profile = try #require(shop.presentedStack.first as? ProfileViewController)
        let logout = try MessageCatalog.make("accountLogout", arguments: [:]) { _ in }
        shop.act { _ = profile.send(logout) }
        let login = try shop.visibleScreen(LoginViewController.self)
        #expect(children(of: account).isEmpty)
        #expect(shop.presentedStack === [login])
        #expect(account.rootViewController.parentCoordinator === account)
        #expect(account.rootViewController.delegate === account)
        #expect(!shop.runtime.liveObjects.contains { $0 is CityPickerCoordinator || $0 is ProfileEditingCoordinator })

        // Its buttons reach the account coordinator again: sign-up pushes, Back returns, and a
        // login shows the profile.
        let signingUp = try delivery("accountShowSignUp", in: shop.tap("signUp"))
        #expect(route(signingUp).last == "AccountCoordinator handled")
        try shop.visibleScreen(SignUpViewController.self)
        try shop.back()
        #expect(shop.visible === login)
        try shop.logIn()
        #expect(try shop.visibleScreen(ProfileViewController.self).user?.name == "Pavel Gurov")
    }
}
