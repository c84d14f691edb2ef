import Coordinator
import HeadlessUIKit
import Testing
@testable import ExampleApp

/// Flow 5: seed 001's city picker, single choice.
struct CityPickerFlowTests {
    @Test func aFederalCityOrARegionsCityBecomesTheUsersCityOnEveryScreen() throws {
        let shop = ShopHarness()
        try shop.logIn()
        let profile = try shop.visibleScreen(ProfileViewController.self)
        let account = try #require(shop.coordinator.account)

        let editing = try delivery("accountEditProfile", in: shop.tap("editProfile"))
        #expect(route(editing).last == "AccountCoordinator handled")
        let edit = try shop.visibleScreen(EditProfileViewController.self)
        let editor = try #require(account.profileEditing)
        #expect(children(of: account) == ["ProfileEditingCoordinator"])
        #expect(shop.presentedStack === [profile, edit])
        #expect(editor.viewControllers === [edit])
        #expect(account.rootViewController.delegate === editor)
        #expect(try shop.text("city") == "City: Moscow")

        // The screens only call their closures: no message goes up the chain.
        #expect(try shop.tap("selectCity").isEmpty)
        let regions = try shop.visibleScreen(RegionsViewController.self)
        #expect(shop.presentedStack === [profile, edit, regions])
        #expect(try shop.rows("federalCities").map(\.title) == ["Moscow", "St. Petersburg"])
        #expect(try shop.rows("federalCities").map(\.isChecked) == [true, false])
        #expect(try shop.rows("regions").map(\.title) == ["Volga", "Ural", "Siberia", "New York State", "Kanto"])
        #expect(try shop.rows("regions").first?.detail == "3 cities")

        // A federal city ends the scenario.
        try shop.select(row: 1, in: "federalCities")
        #expect(shop.visible === edit)
        #expect(shop.presentedStack === [profile, edit])
        #expect(try shop.text("city") == "City: St. Petersburg")
        #expect(try shop.text("city", in: profile) == "City: St. Petersburg")
        #expect(shop.app.modelSnapshot.user?.city?.name == "St. Petersburg")

        // A region pushes its cities; a city ends the scenario.
        try shop.tap("selectCity")
        try shop.select(row: 0, in: "regions")
        let cities = try shop.visibleScreen(CitiesListViewController.self)
        #expect(shop.presentedStack.count == 4 && shop.presentedStack.last === cities)
        #expect(try shop.rows("cities").map(\.title) == ["Ulyanovsk", "Kazan", "Samara"])
        try shop.select(row: 0, in: "cities")
        #expect(shop.visible === edit)
        #expect(shop.presentedStack === [profile, edit])
        #expect(editor.viewControllers === [edit])
        #expect(try shop.text("city") == "City: Ulyanovsk")
        #expect(try shop.text("city", in: profile) == "City: Ulyanovsk")

        // Back past the edit screen: the editing coordinator finishes, the account takes over.
        try shop.back()
        #expect(shop.visible === profile)
        #expect(children(of: account).isEmpty)
        #expect(account.rootViewController.delegate === account)
        #expect(account.rootViewController.parentCoordinator === account)
        #expect(try shop.text("city") == "City: Ulyanovsk")
    }
}
