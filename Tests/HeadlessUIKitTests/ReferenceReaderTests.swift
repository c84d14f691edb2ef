import HeadlessUIKit
import Testing

/// What `ReferenceReader` reads: the stored properties that keep objects alive, through values
/// and plain objects, and never the ones a type declares weak.
@Suite struct ReferenceReaderTests {
    let reader = ReferenceReader(NonOwningReferences.model)

    /// `label: objects` for each owned reference of `object`, in order.
    func owned(by object: AnyObject) -> [String] {
        reader.ownedReferences(of: object).map { "\($0.label): \($0.object.objectName)" }
    }

    @Test func aNavigationStackOwnsItsScreensAndItsViewNotItsDelegateOrParent() {
        Runtime().run {
            let first = ViewController(), second = ViewController()
            let navigation = NavigationController(rootViewController: first)
            navigation.pushViewController(second, animated: false)
            _ = navigation.view
            #expect(owned(by: navigation) == ["loadedView: View#1", "children: ViewController#1", "children: ViewController#2"])
            // A screen keeps its view, not the navigation controller it sits in.
            #expect(owned(by: second) == ["loadedView: View#3"])
            let weak = reader.properties(of: second).filter { !$0.isOwning }
            #expect(weak.map(\.label) == ["parent"])
            #expect(weak.map { $0.objects.map(\.objectName) } == [["NavigationController#1"]])
        }
    }

    @Test func aPresenterOwnsWhatItPresentsAndTheWindowItsRootButNotItsScene() {
        let runtime = Runtime()
        runtime.run {
            let application = Application(delegate: QuietDelegate())
            let scene = Scene(session: SceneSession(), application: application)
            let window = Window(windowScene: scene)
            let presenter = ViewController()
            window.rootViewController = presenter
            window.makeKeyAndVisible()
            let presented = ViewController()
            presenter.present(presented, animated: false)
            #expect(owned(by: presenter).contains("ownPresented: ViewController#2"))
            #expect(!owned(by: presented).contains { $0.hasPrefix("ownPresenting") })
            #expect(owned(by: window).prefix(1) == ["rootViewController: ViewController#1"])
            // A scene keeps its windows weakly (the scene delegate keeps the window) and its
            // application weakly; the application keeps its scenes.
            #expect(owned(by: scene).isEmpty)
            #expect(owned(by: application) == [])
            _ = scene
        }
    }

    @Test func referencesInsideValuesAndPlainObjectsCountWithTheirOwnWeakDeclarations() {
        Runtime().run {
            let holder = Holder()
            let kept = View(), weaklyBoxed = View(), inDictionary = View()
            holder.pairs = [("a", kept)]
            holder.box = Box(strong: inDictionary, weak: weaklyBoxed)
            let reader = ReferenceReader(NonOwningReferences.model + [NonOwningReferences(Box.self, "weak")])
            #expect(
                reader.ownedReferences(of: holder).map { "\($0.label): \($0.object.objectName)" } == [
                    "pairs: View#1", "box: View#3",
                ])
            // Undeclared, the weak box's reference reads as owning: the declaration is what tells.
            #expect(ReferenceReader([]).ownedReferences(of: holder).map(\.object.objectName) == ["View#1", "View#3", "View#2"])
        }
    }

    @Test func aLazyPropertyIsNamedAsTheCodeNamesIt() {
        Runtime().run {
            let holder = Holder()
            _ = holder.lazyView
            #expect(owned(by: holder).contains("lazyView: View#1"))
        }
    }

    @Test func typesAreNamedWithoutGenericArguments() {
        #expect(NonOwningReferences.typeName(of: [Int].self) == "Swift.Array")
        #expect(NonOwningReferences(ViewController.self, "parent").typeName == "HeadlessUIKit.ViewController")
    }
}

private final class QuietDelegate: ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}

private final class Holder: Responder {
    var pairs: [(String, View)] = []
    var box: Box?
    lazy var lazyView = View()
}

private final class Box {
    let strong: View
    weak var weak: View?
    init(strong: View, weak: View) {
        self.strong = strong
        self.weak = weak
    }
}
