import SourceReading
import TestSupport
import Testing

@testable import PlaygroundEngine

/// `code` shows the app as its author wrote it (the playground's recording calls left out, and
/// said so) and opens the coordinator library the app is built on: by type, by `TYPE.MEMBER`
/// (the member a type inherits included) and by a member alone, with TAB offering those names.
@Suite struct EngineCodeLibraryTests {
    static let leftOutFour = "// (4 lines that record the trace for the playground are left out: `trace all` prints what they record)"

    @Test func codeLeavesOutTheCallsThatOnlyRecordTheTraceAndSaysHowManyLines() {
        let session = Session(options: .items())
        #expect(
            lines(session.run("code ItemCoordinator.start")) == [
                "// Sources/ItemsApp/Coordinators/ItemCoordinator.swift:22, in ItemCoordinator",
                "override func start() {",
                "    showItemList()",
                "}",
                "",
                "// Sources/ItemsApp/Coordinators/ItemCoordinator.swift:27, in ItemCoordinator",
                "/// `items://item/N`: out of the create flow if it runs, back to the list, then that item.",
                "override func start(with option: (any DeepLinkOption)?) {",
                "    guard case .item(let id)? = option as? ItemsDeepLink, let item = store.item(id: id) else { return }",
                "    endCreationFlow { [weak self] in",
                "        self?.router.popToRootModule(animated: false)",
                "        self?.showItemDetail(item)",
                "    }",
                "}",
                "// it overrides BaseCoordinator.start: `code BaseCoordinator.start` shows it",
                Self.leftOutFour,
            ])
        // A helper that only records (`route(_:_:_:)`) goes, with every call of it; an `if` left
        // with nothing in it goes too.
        let application = session.run("code ApplicationCoordinator")
        #expect(!application.contains("route(") && !application.contains("Runtime.current"))
        let shop = Session()
        let editing = lines(shop.run("code ProfileEditingCoordinator.start"))
        #expect(!editing.contains { $0.contains("if initialPage != .editProfile") })
        #expect(editing.last == "// (6 lines that record the trace for the playground are left out: `trace all` prints what they record)")
    }

    /// No piece of either app or either library that `code` prints records for the trace: every
    /// recording call, and every helper that only records, is left out; a `Warning` (what UIKit
    /// or the original would log) stays.
    @Test func noPieceOfCodeRecordsForTheTrace() {
        for options in [StartOptions.shop(), .items()] {
            let session = Session(options: options)
            let index = SourceIndex.index(for: options.app)
            for type in index.typeNames where !type.contains(".") {
                let output = lines(session.run("code \(type)"))
                for (number, line) in output.enumerated() {
                    let code = line.drop { $0 == " " }
                    #expect(!code.hasPrefix("Runtime.current.recordDecision("), "code \(type): \(line)")
                    #expect(
                        !code.hasPrefix("decide(") && !code.hasPrefix("route(") && !code.hasPrefix("recordHop("), "code \(type): \(line)")
                    if code.hasPrefix("Runtime.current.record(") {
                        let rest = code.dropFirst("Runtime.current.record(".count) + (output.dropFirst(number + 1).first ?? "")
                        #expect(rest.drop { $0 == " " }.hasPrefix("Warning("), "code \(type): \(line)")
                    }
                }
            }
        }
    }

    @Test func codeOpensTheLibraryEachAppIsBuiltOn() {
        let shop = Session()
        #expect(
            lines(shop.run("code NavigationCoordinator.show")) == [
                "// Sources/Coordinator/NavigationCoordinator.swift:21, in NavigationCoordinator",
                "/// Pushes `controller` and adds it to this coordinator's screens.",
                "public func show(_ controller: ViewController) {",
                "    viewControllers.append(controller)",
                "    rootViewController.show(controller, sender: self)",
                "}",
            ])
        #expect(lines(shop.run("code Coordinator.startChild")).first == "// Sources/Coordinator/Coordinator.swift:83, in Coordinator")
        let items = Session(options: .items())
        #expect(
            lines(items.run("code RouterImp.popModule")) == [
                "// RouterImp inherits popModule from NavigationRouter, in the library",
                "// Sources/RouterCoordinator/NavigationRouter.swift:73, in NavigationRouter",
                "public func popModule(animated: Bool) {",
                "    if let controller = rootController.popViewController(animated: animated) {",
                "        runCompletion(for: controller, trigger: .popModule)",
                "    }",
                "}",
                "// (1 line that records the trace for the playground is left out: `trace all` prints what it records)",
            ])
        #expect(
            lines(items.run("code BaseCoordinator.removeDependency")).first
                == "// Sources/RouterCoordinator/BaseCoordinator.swift:50, in BaseCoordinator")
    }

    /// A name in both the app and the library means the likeliest one: the member a type runs
    /// (its own, or the one it inherits), an implementation over a protocol's requirement; equally
    /// likely ones are refused in one line that lists them.
    @Test func namesInTheAppAndTheLibraryResolveToTheLikeliestOne() {
        let shop = Session()
        let inherited = lines(shop.run("code CatalogCoordinator.startChild"))
        #expect(inherited.first == "// CatalogCoordinator inherits startChild from Coordinator, in the library")
        #expect(Array(inherited.dropFirst()) == lines(shop.run("code Coordinator.startChild")))
        #expect(shop.run("code stopChild") == shop.run("code Coordinator.stopChild"))
        #expect(
            shop.refuse("code start")
                == "error: 'start' is a member of several types: ShopApp, AccountCoordinator, AppCoordinator, CartCoordinator, CatalogCoordinator, CheckoutCoordinator, CityPickerCoordinator, NavigationCoordinator, ProfileEditingCoordinator, Coordinator, SizeGuideCoordinator; say which: `code TYPE.start`"
        )
        #expect(shop.refuse("code CatalogCoordinator.nothing").hasPrefix("error: unknown member of CatalogCoordinator 'nothing'"))
        let items = Session(options: .items())
        #expect(items.run("code popModule") == items.run("code NavigationRouter.popModule"))
        #expect(items.run("code removeDependency") == items.run("code BaseCoordinator.removeDependency"))
        #expect(
            items.refuse("code TabbarCoordinator.recordHop")
                == "error: TabbarCoordinator.recordHop only records the trace for the playground, so `code` leaves it out of the app's code (`trace all` prints what it records; `code TabbarCoordinator` shows the rest)"
        )
    }

    @Test func tabOffersTheLibrarysNamesAndATypesMembers() {
        let shop = Session()
        #expect(shop.completions(forLine: "code Navig").candidates == ["NavigationCoordinator"])
        #expect(shop.completions(forLine: "code CatalogCoordinator.startCh").candidates == ["CatalogCoordinator.startChild"])
        let items = Session(options: .items())
        #expect(items.completions(forLine: "code RouterI").candidates == ["RouterImp"])
        // What the library records for the trace is the playground's, not offered.
        #expect(items.completions(forLine: "code Router").candidates == ["Router", "RouterImp", "RouterProtocol"])
        #expect(items.completions(forLine: "code RouterImp.pop").candidates == ["RouterImp.popModule", "RouterImp.popToRootModule"])
    }
}
