import HeadlessUIKit
import Testing

/// A storyboard scene that writes down, in order, what UIKit asks it about segues, and can say
/// no to a triggered one.
private final class SegueScreen: ViewController {
    let name: String
    let log: SegueLog
    var allows = true

    init(_ name: String, _ log: SegueLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        let root = View()
        root.addSubview(Button(title: "Next", identifier: "next"))
        root.addSubview(TableView(identifier: "rows", rows: [TableView.Row(title: "a"), TableView.Row(title: "b")]))
        view = root
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.entries.append("\(name) should \(identifier) from \(describe(sender))")
        return allows
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let destination = (segue.destination as? SegueScreen)?.name ?? "?"
        log.entries.append("\(name) prepare \(segue.identifier) → \(destination), sender \(describe(sender))")
    }

    private func describe(_ sender: Any?) -> String {
        guard let sender else { return "nil" }
        return (sender as? Responder).map { String($0.objectID.typeName) } ?? "\(sender)"
    }
}

private final class SegueLog {
    var entries: [String] = []
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A navigation controller around scene A; A shows B (triggered by its button) and presents C
/// (triggered by a row of its list).
private func storyboard(_ log: SegueLog) -> Storyboard {
    Storyboard(
        name: "Test", initial: "Navigation",
        scenes: [
            .navigationController("Navigation", root: "A"),
            .viewController("A") { SegueScreen("A", log) },
            .viewController("B") { SegueScreen("B", log) },
            .viewController("C") { SegueScreen("C", log) },
        ],
        segues: [
            SegueDefinition("showB", from: "A", to: "B", kind: .show, trigger: "next"),
            SegueDefinition("presentC", from: "A", to: "C", kind: .presentModally, trigger: "rows"),
        ])
}

@Suite struct SegueTests {
    @Test func theStoryboardMakesItsInitialNavigationAroundItsRootScene() throws {
        Runtime().run {
            let navigation = storyboard(SegueLog()).instantiateInitialViewController() as? NavigationController
            let root = navigation?.topViewController
            #expect((root as? SegueScreen)?.name == "A")
            #expect(root?.storyboard?.name == "Test")
            #expect(root?.segueDefinitions.map(\.identifier) == ["showB", "presentC"])
            #expect(navigation?.segueDefinitions == [], "the navigation scene has no segues of its own")
            #expect(storyboard(SegueLog()).instantiateViewController(withIdentifier: "Z") == nil)
        }
    }

    /// Apple's performSegue(withIdentifier:sender:): the destination is made, prepare(for:sender:)
    /// runs, then perform() shows it; shouldPerformSegue is not asked.
    @Test func performingFromCodePreparesThenPushesAndNeverAsksShould() throws {
        let runtime = recordingRuntime()
        try runtime.run {
            let log = SegueLog()
            let navigation = try #require(storyboard(log).instantiateInitialViewController() as? NavigationController)
            let window = showInWindow(navigation)
            defer { withExtendedLifetime(window) {} }
            let source = try #require(navigation.topViewController)
            _ = log.take()
            _ = runtime.drainEvents()

            source.performSegue(withIdentifier: "showB", sender: nil)
            #expect(log.take() == ["A prepare showB → B, sender nil", "B willAppear"])
            #expect(navigation.viewControllers.map(\.objectName) == ["SegueScreen#1", "SegueScreen#2"])
            #expect(
                Array(runtime.drainEvents().map(\.summary).prefix(4)) == [
                    "segue \"showB\" (show) instantiates SegueScreen#2",
                    "SegueScreen#1 prepare(for: \"showB\", sender: nil)",
                    "segue \"showB\" perform(): pushes SegueScreen#2",
                    "NavigationController#1 push: SegueScreen#1 → SegueScreen#2",
                ])
        }
    }

    @Test func aTriggeredSegueAsksShouldFirstAndAPresentModallySeguePresents() throws {
        let runtime = recordingRuntime()
        try runtime.run {
            let log = SegueLog()
            let navigation = try #require(storyboard(log).instantiateInitialViewController() as? NavigationController)
            let window = showInWindow(navigation)
            defer { withExtendedLifetime(window) {} }
            let source = try #require(navigation.topViewController)
            let rows = try #require(source.view.view(withIdentifier: "rows") as? TableView)
            _ = log.take()
            _ = runtime.drainEvents()

            #expect(rows.select(row: 1))
            #expect(
                log.take() == ["A should presentC from TableCell", "A prepare presentC → C, sender TableCell", "C willAppear"])
            #expect((navigation.presentedViewController as? SegueScreen)?.name == "C")
            #expect(navigation.viewControllers.count == 1, "presenting modally pushes nothing")
            let summaries = runtime.drainEvents().map(\.summary)
            #expect(summaries.first?.hasPrefix("SegueScreen#1 shouldPerformSegue(withIdentifier: \"presentC\", sender: TableCell#") == true)
            #expect(summaries.contains("segue \"presentC\" perform(): presents SegueScreen#2"))
        }
    }

    @Test func aSegueTheSourceRefusesMakesNothing() throws {
        let runtime = recordingRuntime()
        try runtime.run {
            let log = SegueLog()
            let navigation = try #require(storyboard(log).instantiateInitialViewController() as? NavigationController)
            let window = showInWindow(navigation)
            defer { withExtendedLifetime(window) {} }
            let source = try #require(navigation.topViewController as? SegueScreen)
            source.allows = false
            let next = try #require(source.view.view(withIdentifier: "next") as? Button)
            _ = log.take()
            _ = runtime.drainEvents()

            #expect(next.tap())
            #expect(log.take() == ["A should showB from Button"])
            #expect(navigation.viewControllers.count == 1)
            #expect(runtime.liveObjects.filter { $0 is SegueScreen }.count == 1, "no destination was made")
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "SegueScreen#1 shouldPerformSegue(withIdentifier: \"showB\", sender: Button#1): false"
                ])
        }
    }

    /// Apple: performSegue "throws an exception if there is no segue with the specified identifier".
    @Test func anUnknownIdentifierRaisesAndAScreenNotFromAStoryboardHasNoSegues() throws {
        let runtime = recordingRuntime()
        try runtime.run {
            let log = SegueLog()
            let navigation = try #require(storyboard(log).instantiateInitialViewController() as? NavigationController)
            let window = showInWindow(navigation)
            defer { withExtendedLifetime(window) {} }
            let source = try #require(navigation.topViewController)
            source.performSegue(withIdentifier: "showZ", sender: nil)
            #expect(runtime.crash == Crash(.invalidArgument, reason: "Receiver (SegueScreen#1) has no segue with identifier 'showZ'"))
            #expect(navigation.viewControllers.count == 1)
        }
        Runtime().run {
            #expect(ViewController().segueDefinitions == [])
        }
    }
}
