import Coordinator
import HeadlessUIKit
import Testing

@testable import ExampleApp

/// Flows that end free what they made: once a coordinator stops, it and its screens go away.
struct ReleaseTests {
    @Test func closingTheAccountFlowReleasesItsCoordinatorsAndScreens() throws {
        let shop = ShopHarness()
        weak var account: AccountCoordinator?
        weak var editing: ProfileEditingCoordinator?
        weak var picker: CityPickerCoordinator?
        weak var profile: ViewController?
        weak var edit: ViewController?
        weak var regions: ViewController?
        weak var cities: ViewController?
        try shop.logIn()
        account = shop.coordinator.account
        profile = shop.visible
        try shop.tap("editProfile")
        editing = account?.profileEditing
        edit = shop.visible
        try shop.tap("selectWorkCities")
        picker = editing?.cityPicker
        regions = shop.visible
        try shop.select(row: 0, in: "regions")
        cities = shop.visible
        try shop.select(row: 0, in: "cities")

        try shop.back()
        try shop.back()
        #expect(cities == nil)
        #expect(regions == nil)
        #expect(picker == nil)
        #expect(editing != nil)
        try shop.back()
        #expect(editing == nil)
        #expect(edit == nil)

        try shop.tap("close")
        #expect(account == nil)
        #expect(profile == nil)
        let alive = shop.runtime.liveObjects.map(\.objectName)
        #expect(
            !alive.contains {
                $0.hasPrefix("AccountCoordinator") || $0.hasPrefix("LoginViewController") || $0.hasPrefix("ProfileViewController")
            })
    }

    @Test func placingAnOrderReleasesCheckoutAndARemovedAlertGoesToo() throws {
        let shop = ShopHarness()
        try shop.logIn()
        try shop.tap("close")
        try shop.tap("buyNow1")
        try shop.tap("buyNow4")
        try shop.tap("cart")
        weak var alert: ViewController?
        try shop.select(row: 0, in: "lines")
        alert = shop.visible
        try shop.tap("yesRemove")
        #expect(alert == nil)

        weak var checkout: CheckoutCoordinator?
        weak var shipping: ViewController?
        try shop.tap("checkout")
        checkout = shop.coordinator.checkout
        shipping = shop.visible
        try shop.tap("continue")
        try shop.tap("continue")
        try shop.tap("placeOrder")
        #expect(checkout == nil)
        #expect(shipping == nil)
        #expect(!shop.runtime.liveObjects.contains { $0 is ConfirmationViewController || $0 is PaymentViewController })
    }
}
