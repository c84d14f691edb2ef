import HeadlessUIKit
import Testing

@testable import ExampleApp

/// The size guide: the city-picker talk's StoryboardCoordinator over a storyboard, started and
/// kept by the product screen (the talk's temporary `nextCoordinator`), gone when it finishes.
struct SizeGuideFlowTests {
    /// Home → Wool Coat → Size guide.
    private func openSizeGuide(_ shop: ShopHarness) throws -> ProductViewController {
        try shop.select(row: 0, in: "promoted")
        let product = try shop.visibleScreen(ProductViewController.self)
        try shop.tap("sizeGuide")
        return product
    }

    @Test func theProductScreenStartsAndKeepsTheStoryboardCoordinator() throws {
        let shop = ShopHarness()
        let product = try openSizeGuide(shop)
        let guide = try #require(product.nextCoordinator)
        #expect(shop.visible === guide.rootViewController)
        #expect(shop.presentedStack === [guide.rootViewController])
        #expect(guide.navigationController.presentingViewController === shop.coordinator.rootViewController)
        #expect(guide.rootViewController.storyboard?.name == "SizeGuide")
        #expect(try shop.rows("sizes").map(\.isChecked) == [false, false, true, false, false], "the product's size, m, is checked")
        #expect(
            guide.rootViewController.outputs.map { "\($0.name) → \($0.wiring.map { "\($0.listener).\($0.method)" } ?? "-")" } == [
                "onPrepareForSegue → SizeGuideCoordinator#1.prepare", "onDone → SizeGuideCoordinator#1.finish",
            ])
        #expect(children(of: shop.coordinator.catalog!).isEmpty, "it is in no coordinator tree")
    }

    @Test func aRowTriggersShowSizeAndTheCoordinatorPreparesTheDestination() throws {
        let shop = ShopHarness()
        let product = try openSizeGuide(shop)
        _ = shop.takeEvents()
        try shop.select(row: 3, in: "sizes")
        let detail = try shop.visibleScreen(SizeDetailViewController.self)
        #expect(detail.size == .l)
        #expect(try shop.text("measurements") == "Chest 104–112 cm")
        #expect(shop.presentedStack === [product.nextCoordinator!.rootViewController, detail])

        try shop.tap("choose")
        #expect(shop.visible === product)
        #expect(product.size == .l, "the guide's output set the product's size")
        #expect(product.nextCoordinator == nil)
    }

    @Test func aTriggeredSeguesOrderIsShouldThenMakeThenPrepareThenPerform() throws {
        let shop = ShopHarness()
        _ = try openSizeGuide(shop)
        _ = shop.takeEvents()
        let sizes = try shop.control("sizes", TableView.self)
        _ = shop.act { sizes.select(row: 0) }
        let steps = shop.takeEvents().compactMap { event -> String? in
            switch event {
            case let segue as SegueEvent: String(describing: segue.step).components(separatedBy: "(").first
            case let output as OutputEvent: output.output
            case is NavigationEvent: "push"
            default: nil
            }
        }
        #expect(steps == ["shouldPerform", "instantiate", "prepare", "onPrepareForSegue", "perform", "push"])
    }

    @Test func howToMeasurePresentsModallyAndClosesWithoutEndingTheGuide() throws {
        let shop = ShopHarness()
        let product = try openSizeGuide(shop)
        try shop.tap("howToMeasure")
        let advice = try shop.visibleScreen(HowToMeasureViewController.self)
        #expect(advice.presentingViewController === product.nextCoordinator?.navigationController)
        try shop.tap("close")
        #expect(shop.visible === product.nextCoordinator?.rootViewController)
        #expect(product.nextCoordinator != nil)
    }

    @Test func doneEndsTheFlowAndFreesTheCoordinatorAndItsScreens() throws {
        let shop = ShopHarness()
        let product = try openSizeGuide(shop)
        weak let guide = product.nextCoordinator
        weak let root = product.nextCoordinator?.rootViewController
        weak let navigation = product.nextCoordinator?.navigationController
        try shop.select(row: 1, in: "sizes")
        weak let detail = shop.visible
        try shop.back()
        try shop.tap("done")
        shop.settle()
        #expect(shop.visible === product)
        #expect(product.size == .m, "Done chooses nothing")
        #expect(guide == nil)
        #expect(root == nil)
        #expect(navigation == nil)
        #expect(detail == nil)
        let alive = shop.runtime.liveObjects.map(\.objectID.typeName)
        #expect(!alive.contains { $0.hasPrefix("Size") || $0 == "HowToMeasureViewController" })
    }
}
