import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flow 6: the city-picker talk's multi-select; one choice updates three screens at once.
struct MultiSelectFlowTests {
    @Test func togglingACityUpdatesTheEditScreenAndTheRegionCountsAtOnce() throws {
        let shop = ShopHarness()
        try shop.logIn()
        let profile = try shop.visibleScreen(ProfileViewController.self)
        let account = try #require(shop.coordinator.account)
        try shop.tap("editProfile")
        let edit = try shop.visibleScreen(EditProfileViewController.self)
        try shop.tap("selectWorkCities")
        let regions = try shop.visibleScreen(RegionsViewController.self)
        #expect(
            try shop.rows("regions").map(\.detail) == [
                "0 of 3 chosen", "0 of 3 chosen", "0 of 2 chosen", "0 of 2 chosen", "0 of 4 chosen",
            ])

        try shop.select(row: 0, in: "regions")
        let cities = try shop.visibleScreen(CitiesListViewController.self)
        #expect(shop.presentedStack === [profile, edit, regions, cities])

        try shop.select(row: 0, in: "cities")
        try shop.select(row: 1, in: "cities")
        // Still on the third screen; the first and the second were updated at once.
        #expect(shop.presentedStack === [profile, edit, regions, cities])
        #expect(try shop.rows("cities").map(\.isChecked) == [true, true, false])
        #expect(try shop.rows("regions", in: regions).first?.detail == "2 of 3 chosen")
        #expect(try shop.text("workCities", in: edit) == "Work cities: Ulyanovsk, Kazan")

        // Toggling again removes it everywhere.
        try shop.select(row: 0, in: "cities")
        #expect(try shop.rows("regions", in: regions).first?.detail == "1 of 3 chosen")
        #expect(try shop.text("workCities", in: edit) == "Work cities: Kazan")

        // Another region, then Back all the way: the editing coordinator ends through the
        // back-button detection and the profile shows the result.
        try shop.back()
        #expect(shop.visible === regions)
        try shop.select(row: 4, in: "regions")
        try shop.select(row: 0, in: "cities")
        #expect(try shop.rows("regions", in: regions).map(\.detail).last == "1 of 4 chosen")
        try shop.back()
        try shop.back()
        #expect(shop.visible === edit)
        #expect(account.profileEditing?.viewControllers === [edit])
        try shop.back()
        #expect(shop.visible === profile)
        #expect(children(of: account).isEmpty)
        #expect(try shop.text("workCities") == "Work cities: Kazan, Tokyo")
        #expect(shop.app.modelSnapshot.user?.workCities.map(\.name) == ["Kazan", "Tokyo"])
        #expect(shop.app.modelSnapshot.user?.city?.name == "Moscow")
    }

    @Test func theMapPickerFromTheFactoryWorksWithTheSameCoordinator() throws {
        let shop = ShopHarness(ShopConfiguration(cityPickerStyle: .map))
        try shop.logIn()
        try shop.tap("editProfile")
        let edit = try shop.visibleScreen(EditProfileViewController.self)
        try shop.tap("selectWorkCities")
        try shop.select(row: 3, in: "regions")
        try shop.visibleScreen(CitiesMapViewController.self)
        #expect(try shop.text("map") == "Map of New York State: 2 pins, 0 chosen")
        try shop.select(row: 0, in: "cities")
        #expect(try shop.text("map") == "Map of New York State: 2 pins, 1 chosen")
        #expect(try shop.text("workCities", in: edit) == "Work cities: New York")
    }
}
