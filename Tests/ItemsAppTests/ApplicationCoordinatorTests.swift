import Foundation
import HeadlessUIKit
import RouterCoordinator
import Testing

@testable import ItemsApp

/// The launch instructor's table, the flows in order (auth, onboarding after login, the tab bar),
/// logout, and deep links, at launch and later.
@Suite struct ApplicationCoordinatorTests {
    @Test func theLaunchInstructorSaysAuthFirstAndOnboardingAfterLogin() {
        #expect(LaunchInstructor.configure(tutorialWasShown: false, isAuthorized: false) == .auth)
        #expect(LaunchInstructor.configure(tutorialWasShown: true, isAuthorized: false) == .auth)
        #expect(LaunchInstructor.configure(tutorialWasShown: false, isAuthorized: true) == .onboarding)
        #expect(LaunchInstructor.configure(tutorialWasShown: true, isAuthorized: true) == .main)
    }

    @Test func aFreshLaunchShowsLoginThenOnboardingThenTheTabBar() {
        let launched = Launched()
        #expect(launched.stack == ["LoginViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  AuthCoordinator#1"])
        launched.tap("logIn")
        #expect(launched.stack == ["OnboardingViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  OnboardingCoordinator#1"])
        launched.tap("finish")
        #expect(launched.visible == "ItemsListViewController")
        #expect(launched.tree == ["ApplicationCoordinator#1", "  TabbarCoordinator#1", "    ItemCoordinator#1"])
        #expect(launched.live("AuthCoordinator", "OnboardingCoordinator", "LoginViewController", "OnboardingViewController").isEmpty)
    }

    /// The root navigation controller hides its bar under the tab bar; the tabs show theirs.
    @Test func theTabBarIsTheRootUnderAHiddenNavigationBar() throws {
        let launched = Launched(.init(launch: .main))
        let root = try #require(launched.app.window.rootViewController as? NavigationController)
        #expect(root.isNavigationBarHidden)
        #expect(root.viewControllers.map(\.objectID.typeName) == ["TabbarController"])
        let items = try #require(launched.app.window.visibleViewController?.navigationController)
        #expect(!items.isNavigationBarHidden)
    }

    /// The tab bar coordinator must be started before its screen becomes the root (see
    /// `runMainFlow`): the tab bar hands its first tab over as its view loads.
    @Test func theItemsTabHasItsFlowAsSoonAsTheTabBarShows() {
        let launched = Launched(.init(launch: .main))
        #expect(launched.stack == ["ItemsListViewController"])
        #expect(launched.events().isEmpty)
    }

    @Test func logoutRemovesTheWholeMainFlowAndShowsLogin() {
        let launched = Launched(.init(launch: .main))
        launched.tap("settings")
        launched.select(0, in: "rows")
        launched.back()
        launched.tap("logOut")
        #expect(launched.stack == ["LoginViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  AuthCoordinator#1"])
        #expect(
            launched.live("TabbarCoordinator", "ItemCoordinator", "SettingsCoordinator", "AccountCoordinator", "TabbarController").isEmpty)
        #expect(launched.app.window.rootViewController.map { ($0 as? NavigationController)?.isNavigationBarHidden } == false)
        #expect(!launched.app.modelSnapshot.isAuthorized)
        launched.tap("logIn")
        #expect(launched.visible == "ItemsListViewController")
    }

    @Test func linksWhileTheMainFlowRuns() {
        let launched = Launched(.init(launch: .main))
        launched.open("items://item/3")
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        launched.open("items://settings")
        #expect(launched.stack == ["SettingsViewController"])
        launched.open("items://signup")
        #expect(launched.stack == ["LoginViewController", "SignUpViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  AuthCoordinator#1"])
        #expect(launched.live("TabbarCoordinator").isEmpty)
        launched.open("items://onboarding")
        #expect(launched.stack == ["OnboardingViewController"])
        #expect(launched.tree == ["ApplicationCoordinator#1", "  OnboardingCoordinator#1"])
        launched.tap("finish")
        #expect(launched.visible == "ItemsListViewController")
    }

    @Test func aLinkAtLaunchOpensAtOnce() {
        let launched = Launched(.init(launch: .main, launchLink: .item(id: 2)))
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        #expect(launched.app.window.visibleViewController?.title == "Item 2")
    }

    /// A link that needs the tab bar while the user is logged out is kept, and opened once the tab
    /// bar runs, after login and the onboarding.
    @Test func aLinkThatNeedsTheMainFlowIsKeptUntilItRuns() {
        let launched = Launched(.init(launchLink: .item(id: 2)))
        #expect(launched.stack == ["LoginViewController"])
        #expect(launched.app.modelSnapshot.heldLink == "items://item/2")
        launched.tap("logIn")
        #expect(launched.stack == ["OnboardingViewController"])
        launched.tap("finish")
        #expect(launched.stack == ["ItemsListViewController", "ItemDetailViewController"])
        #expect(launched.app.modelSnapshot.heldLink == nil)
        #expect(launched.events().contains("ApplicationCoordinator#1 opens items://item/2, kept since before the main flow ran"))
    }

    @Test func linksParseOnlyTheFourKinds() {
        let parsed = [
            "items://onboarding", "items://signup", "items://item/3", "items://settings", "items://signUp", "items://item/x",
            "items://item", "items://items/3", "shop://cart",
        ].map { ItemsDeepLink(url: URL(string: $0)!) }
        #expect(parsed == [.onboarding, .signUp, .item(id: 3), .settings, nil, nil, nil, nil, nil])
        #expect(ItemsDeepLink.examples.map { ItemsDeepLink(url: URL(string: $0)!)?.description } == ItemsDeepLink.examples)
    }

    @Test func sectionsStartThroughTheAppsOwnEntryPoints() throws {
        let launched = Launched()
        #expect(throws: ItemsAppError("settings runs inside the main flow (the tab bar), which is not running: start main first")) {
            try launched.run { try launched.app.start(.settings) }
        }
        #expect(throws: ItemsAppError("AuthCoordinator is running already")) { try launched.run { try launched.app.start(.auth) } }
        try launched.run { try launched.app.start(.main) }
        try launched.run { try launched.app.start(.account) }
        #expect(launched.stack == ["SettingsViewController", "AccountViewController"])
        try launched.run { try launched.app.start(.create) }
        #expect(launched.visible == "ItemCreateViewController")
    }
}
