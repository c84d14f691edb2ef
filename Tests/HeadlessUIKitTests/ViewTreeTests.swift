import HeadlessUIKit
import Testing

@Suite struct ViewTreeTests {
    @Test func nextGoesFromAViewToItsControllerOrSuperviewUpToTheAppDelegate() {
        Runtime().run {
            let appDelegate = ResponderDelegate()
            let application = Application(delegate: appDelegate)
            let scene = Scene(session: SceneSession(), application: application)
            let window = Window(windowScene: scene)
            let controller = ViewController()
            window.rootViewController = controller
            let button = Button(title: "OK", identifier: "ok")
            controller.view.addSubview(button)

            var chain: [String] = []
            var current: Responder? = button
            while let responder = current {
                chain.append(responder.objectName)
                current = responder.next
            }
            #expect(chain == ["Button#1", "View#1", "ViewController#1", "Window#1", "Application#1", "ResponderDelegate#1"])
        }
    }

    @Test func controlsActOnlyWhenEnabled() {
        Runtime().run {
            var taps = 0
            let button = Button(title: "Go", identifier: "go") { _ in taps += 1 }
            #expect(button.tap())
            button.isEnabled = false
            #expect(!button.tap())
            #expect(taps == 1)

            let field = TextField(placeholder: "Password", identifier: "password", isSecureTextEntry: true)
            var changes: [String] = []
            field.onChange = { changes.append($0.text) }
            field.type("héllo→✓")
            #expect(field.text == "héllo→✓")
            #expect(field.displayedText == "•••••••")
            #expect(changes == ["héllo→✓"])
        }
    }

    @Test func tableRowsAreCellViewsThatCanBeSelected() {
        Runtime().run {
            let table = TableView(identifier: "rows", rows: [.init(title: "Moscow"), .init(title: "Tokyo")])
            var selected: [String] = []
            table.onSelect = { [unowned table] index, cell in selected.append("\(index) \(cell.row.title) \(cell.superview === table)") }
            #expect(table.cells.count == 2)
            #expect(table.select(row: 1))
            #expect(!table.select(row: 5))
            table.rows = [.init(title: "Ulyanovsk")]
            #expect(table.cells.map(\.row.title) == ["Ulyanovsk"])
            #expect(selected == ["1 Tokyo true"])
        }
    }

    @Test func liveObjectsAreTrackedWeakly() {
        let runtime = Runtime()
        runtime.run {
            let kept = ViewController()
            do { _ = ViewController() }
            #expect(runtime.liveObjects.map(\.objectName) == [kept.objectName])
        }
    }

    @Test func titlesBecomeLowerCamelCaseIdentifiers() {
        #expect(lowerCamelCase("Yes, remove") == "yesRemove")
        #expect(lowerCamelCase("Add to Cart") == "addToCart")
        #expect(lowerCamelCase("OK") == "ok")
    }
}

final class ResponderDelegate: Responder, ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}
