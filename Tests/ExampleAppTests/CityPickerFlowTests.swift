import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 5: the city-picker talk's picker, single choice.
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

        // The screens only call their closures: no message goes up the chain. Select city
        // starts the picker, a child of the editing coordinator on the same navigation controller.
        #expect(try shop.tap("selectCity").isEmpty)
        let regions = try shop.visibleScreen(RegionsViewController.self)
        let picker = try #require(editor.cityPicker)
        #expect(children(of: editor) == ["CityPickerCoordinator"])
        #expect(picker.mode == .single)
        #expect(shop.presentedStack === [profile, edit, regions])
        #expect(editor.viewControllers === [edit])
        #expect(picker.viewControllers === [regions])
        #expect(account.rootViewController.delegate === picker)
        #expect(account.rootViewController.parentCoordinator === picker)
        #expect(try shop.rows("federalCities").map(\.title) == ["Moscow", "St. Petersburg"])
        #expect(try shop.rows("federalCities").map(\.isChecked) == [true, false])
        #expect(try shop.rows("regions").map(\.title) == ["Volga", "Ural", "Siberia", "New York State", "Kanto"])
        #expect(try shop.rows("regions").first?.detail == "3 cities")

        // A federal city ends the scenario: the picker's output, then the editing coordinator
        // stops it and takes the navigation controller back.
        try shop.select(row: 1, in: "federalCities")
        #expect(shop.visible === edit)
        #expect(shop.presentedStack === [profile, edit])
        #expect(picker.result == .city(City(name: "St. Petersburg")))
        #expect(children(of: editor).isEmpty)
        #expect(account.rootViewController.delegate === editor)
        #expect(account.rootViewController.parentCoordinator === editor)
        #expect(try shop.text("city") == "City: St. Petersburg")
        #expect(try shop.text("city", in: profile) == "City: St. Petersburg")
        #expect(shop.app.modelSnapshot.user?.city?.name == "St. Petersburg")

        // A region pushes its cities; a city ends the scenario.
        try shop.tap("selectCity")
        try shop.select(row: 0, in: "regions")
        let cities = try shop.visibleScreen(CitiesListViewController.self)
        #expect(shop.presentedStack.count == 4 && shop.presentedStack.last === cities)
        #expect(editor.cityPicker?.viewControllers.last === cities)
        #expect(try shop.rows("cities").map(\.title) == ["Ulyanovsk", "Kazan", "Samara"])
        try shop.select(row: 0, in: "cities")
        #expect(shop.visible === edit)
        #expect(shop.presentedStack === [profile, edit])
        #expect(editor.viewControllers === [edit])
        #expect(editor.cityPicker == nil)
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

    @Test func thePickerHasAnInputAndReportsItsOutputOnceHoweverItEnds() throws {
        let shop = ShopHarness()
        try shop.logIn()
        let account = try #require(shop.coordinator.account)
        try shop.tap("editProfile")
        let editor = try #require(account.profileEditing)
        // Each picker is kept, so that its output can be read once it has finished: the result
        // it reported through `onFinish` (an `Output`, wired by the editing coordinator).
        var pickers: [CityPickerCoordinator] = []
        var results: [CityPickerCoordinator.Result] { pickers.compactMap(\.result) }
        func listen() throws {
            pickers.append(try #require(editor.cityPicker))
        }

        // Input: the mode and the current selection (the user's city is checked).
        try shop.tap("selectCity")
        try listen()
        #expect(try shop.rows("federalCities").map(\.isChecked) == [true, false])
        // Back past the regions screen: the library reports it to the editing coordinator,
        // which asks the picker for its output: a single-city picker left without a choice.
        try shop.back()
        #expect(results == [.cancelled])
        #expect(editor.cityPicker == nil)
        #expect(shop.app.modelSnapshot.user?.city?.name == "Moscow")

        // A choice is the output, once, and the editing coordinator saves it.
        try shop.tap("selectCity")
        try listen()
        try shop.select(row: 2, in: "regions")
        try shop.select(row: 1, in: "cities")
        #expect(results == [.cancelled, .city(City(name: "Omsk"))])
        #expect(shop.app.modelSnapshot.user?.city?.name == "Omsk")

        // Multi-select: the output comes when the user leaves, with every city chosen so far.
        try shop.tap("selectWorkCities")
        try listen()
        try shop.select(row: 4, in: "regions")
        try shop.select(row: 0, in: "cities")
        try shop.select(row: 2, in: "cities")
        #expect(results.count == 2)
        try shop.back()
        try shop.back()
        #expect(results.last == .workCities([City(name: "Tokyo"), City(name: "Chiba")]))
        #expect(results.count == 3)
        #expect(shop.app.modelSnapshot.user?.workCities.map(\.name) == ["Tokyo", "Chiba"])
        #expect(try shop.text("workCities") == "Work cities: Tokyo, Chiba")
    }

    @Test func theBackMenuToTheProfileFinishesThePickerThenTheEditingCoordinator() throws {
        let shop = ShopHarness()
        try shop.logIn()
        let profile = try shop.visibleScreen(ProfileViewController.self)
        let account = try #require(shop.coordinator.account)
        try shop.tap("editProfile")
        weak var editor = account.profileEditing
        try shop.tap("selectCity")
        weak var picker = editor?.cityPicker
        try shop.select(row: 0, in: "regions")
        #expect(shop.presentedStack.count == 4)
        #expect(account.rootViewController.delegate === picker)

        // Behind the screens' backs the saved user changes: only the account coordinator's
        // handlePopBack(to: profile), which refreshes the profile from the account service,
        // can show it.
        var saved = try #require(shop.app.appDelegate.accounts.currentUser)
        saved.name = "Pavel G."
        shop.app.appDelegate.accounts.store(saved)
        #expect(try shop.text("name", in: profile) == "Pavel Gurov")

        // One animated popToViewController past both coordinators' screens. The picker's
        // detection sees a screen that is not its own: it finishes (cancelled: no city chosen).
        // The editing coordinator, whose top screen is not its own either and no other child
        // owns it, finishes too. The account coordinator takes the navigation controller back
        // and handles the pop back to the profile.
        let deliveries = try shop.back(to: profile)
        #expect(deliveries.isEmpty)
        #expect(shop.visible === profile)
        #expect(shop.presentedStack === [profile])
        #expect(picker == nil)
        #expect(editor == nil)
        #expect(children(of: account).isEmpty)
        #expect(account.rootViewController.delegate === account)
        #expect(account.rootViewController.parentCoordinator === account)
        #expect(account.viewControllers === [profile])
        #expect(try shop.text("name") == "Pavel G.")
        #expect(try shop.text("city") == "City: Moscow")

        // In multi-select the picker's output is kept on the way up: the work city chosen is
        // saved before the editing coordinator finishes, and the profile shows it.
        try shop.tap("editProfile")
        try shop.tap("selectWorkCities")
        try shop.select(row: 0, in: "regions")
        try shop.select(row: 1, in: "cities")
        try shop.back(to: profile)
        #expect(children(of: account).isEmpty)
        #expect(account.rootViewController.delegate === account)
        #expect(shop.app.modelSnapshot.user?.workCities.map(\.name) == ["Kazan"])
        #expect(try shop.text("workCities") == "Work cities: Kazan")
    }
}
