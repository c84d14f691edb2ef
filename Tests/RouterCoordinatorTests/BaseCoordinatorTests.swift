import HeadlessUIKit
import RouterCoordinator
import Testing

/// A coordinator of each action type, so that removal is seen to cross types.
final class Parent: BaseCoordinator<EmptyAction> {}
final class Flow: BaseCoordinator<DismissAction> {}
enum PickAction { case picked(Int) }
final class Picker: BaseCoordinator<PickAction> {}

/// Overrides `start()` like every flow of the original; records what ran.
final class Starting: BaseCoordinator<EmptyAction> {
    var log: [String] = []
    override func start() { log.append("start") }
}

/// Overrides `start(with:)` like the original's application coordinator.
final class Routing: BaseCoordinator<EmptyAction> {
    var log: [String] = []
    override func start(with option: (any DeepLinkOption)?) { log.append("start(with: \(option?.description ?? "nil"))") }
}

struct Link: DeepLinkOption {
    var description: String { "items://item/3" }
}

func names(_ coordinators: [any Coordinator]) -> [String] {
    coordinators.map { ($0 as! Responder).objectName }
}

/// The original's `BaseCoordinatorTest`, ported, and what the port adds.
@Suite struct BaseCoordinatorTests {
    @Test func aNewCoordinatorHasNoChildren() {
        Runtime().run {
            #expect(Parent().childCoordinators.isEmpty)
        }
    }

    /// The original adds the coordinator to itself here; the port uses a separate child.
    @Test func eachCoordinatorIsAddedOnce() {
        Runtime().run {
            let parent = Parent(), child = Flow(), other = Picker()
            parent.addDependency(child)
            #expect(names(parent.childCoordinators) == ["Flow#1"])
            parent.addDependency(child)
            #expect(names(parent.childCoordinators) == ["Flow#1"])
            parent.addDependency(other)
            #expect(names(parent.childCoordinators) == ["Flow#1", "Picker#1"])
        }
    }

    @Test func addingACoordinatorToItselfIsRefusedWithAWarning() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let parent = Parent()
            parent.addDependency(parent)
            #expect(parent.childCoordinators.isEmpty)
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "warning: Parent#1 cannot be its own child coordinator; addDependency ignored it"
                ])
        }
    }

    @Test func removingTwiceIsSafe() {
        Runtime().run {
            let parent = Parent(), child = Flow(), other = Flow()
            parent.addDependency(child)
            parent.addDependency(other)
            parent.removeDependency(child)
            #expect(names(parent.childCoordinators) == ["Flow#2"])
            parent.removeDependency(child)
            parent.removeDependency(nil)
            #expect(names(parent.childCoordinators) == ["Flow#2"])
            parent.removeDependency(other)
            parent.removeDependency(other)
            #expect(parent.childCoordinators.isEmpty)
        }
    }

    @Test func removingAChildEmptiesEveryCoordinatorBelowItWhateverItsActionType() {
        let runtime = Runtime()
        let parent = runtime.run { () -> Parent in
            let parent = Parent(), child = Flow(), sibling = Flow()
            let grandchild = Picker(), greatGrandchild = Parent(), cousin = Flow()
            parent.addDependency(child)
            parent.addDependency(sibling)
            child.addDependency(grandchild)
            child.addDependency(cousin)
            grandchild.addDependency(greatGrandchild)
            sibling.addDependency(Picker())

            parent.removeDependency(child)
            #expect(names(parent.childCoordinators) == ["Flow#2"])
            #expect(child.childCoordinators.isEmpty)
            #expect(grandchild.childCoordinators.isEmpty)
            #expect(names(sibling.childCoordinators) == ["Picker#2"])
            return parent
        }
        // Nothing else keeps them: the removed branch is gone, the rest stays.
        #expect(runtime.liveObjects.map(\.objectName) == ["Parent#1", "Flow#2", "Picker#2"])
        #expect(names(parent.childCoordinators) == ["Flow#2"])
    }

    @Test func removingACoordinatorThatIsNotAChildChangesNothing() {
        Runtime().run {
            let parent = Parent(), stranger = Flow(), strangersChild = Picker()
            stranger.addDependency(strangersChild)
            parent.removeDependency(stranger)
            #expect(names(stranger.childCoordinators) == ["Picker#1"])
            #expect(parent.childCoordinators.isEmpty)
        }
    }

    @Test func removingAVeryDeepBranchDoesNotRecurse() {
        let runtime = Runtime()
        runtime.run {
            let parent = Parent()
            let top = Flow()
            var bottom = top
            for _ in 0..<10_000 {
                let next = Flow()
                bottom.addDependency(next)
                bottom = next
            }
            parent.addDependency(top)
            parent.removeDependency(top)
            #expect(parent.childCoordinators.isEmpty)
            #expect(top.childCoordinators.isEmpty)
        }
        #expect(runtime.liveObjects.isEmpty)
    }

    @Test func startCallsStartWithNilAndALinkReachesOnlyACoordinatorThatRoutesLinks() {
        Runtime().run {
            let flow = Starting(), router = Routing()
            flow.start(with: Link())
            #expect(flow.log == [])
            flow.start()
            #expect(flow.log == ["start"])

            router.start()
            router.start(with: Link())
            #expect(router.log == ["start(with: nil)", "start(with: items://item/3)"])
        }
    }

    @Test func theListenerHearsTheActions() {
        Runtime().run {
            let flow = Flow(), picker = Picker(), parent = Flow()
            var heard: [String] = []
            flow.listener.wire(to: parent, "flowEnded") { heard.append("\($0)") }
            picker.listener.wire(to: parent, "picked") { action in
                if case .picked(let index) = action { heard.append("picked \(index)") }
            }
            flow.listener(.dismissFlow)
            picker.listener(.picked(2))
            #expect(heard == ["dismissFlow", "picked 2"])
            #expect(flow.outputs.map(\.name) == ["listener"])
            #expect(flow.listener.wiring == OutputWiring(listener: parent.objectID, method: "flowEnded"))
        }
    }

    @Test func aCoordinatorIsNamedAndLiveButNotOnTheResponderChain() {
        let runtime = Runtime()
        runtime.run {
            let flow = Flow()
            let screen = ViewController()
            let button = Button(title: "Done", identifier: "done")
            screen.view.addSubview(button)
            let onScreen = showInWindow(NavigationController(rootViewController: screen))

            #expect(flow.objectName == "Flow#1")
            #expect(flow.objectKind == "coordinator")
            #expect(flow.next == nil)
            var chain: [String] = []
            var responder: Responder? = button
            while let current = responder {
                chain.append(current.objectName)
                responder = current.next
            }
            #expect(
                chain == [
                    "Button#1", "View#1", "ViewController#1", "View#2", "NavigationController#1",
                    onScreen.window.objectName, "Application#1",
                ])
            #expect(runtime.liveObjects.contains { $0 === flow })
        }
    }
}
