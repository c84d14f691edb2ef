import HeadlessUIKit
import Testing

/// A screen with two outputs, declared lazily so that each can name its owner.
final class ListScreen: ViewController, DeclaresOutputs {
    lazy var onSelect = Output<Int>("onSelect", owner: self)
    lazy var onAdd = Output<Void>("onAdd", owner: self)
    var outputs: [any OutputDescribing] { [onSelect, onAdd] }
}

/// Something that listens, with a name of its own.
final class Listener: Responder {
    var heard: [String] = []
}

@Suite struct OutputTests {
    @Test func firingRecordsWhereTheValueGoesThenHandsItOver() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let screen = ListScreen(), listener = Listener()
            screen.onSelect.wire(to: listener, "showDetail") { [weak listener] index in
                listener?.heard.append("detail \(index)")
                Runtime.current.record(Warning(message: "handled \(index)"))
            }
            _ = runtime.drainEvents()

            screen.onSelect(3)
            #expect(listener.heard == ["detail 3"])
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "ListScreen#1.onSelect → Listener#1.showDetail",
                    "warning: handled 3",
                ])
            #expect(screen.onSelect.wiring == OutputWiring(listener: listener.objectID, method: "showDetail"))
        }
    }

    @Test func anUnwiredOutputRecordsThatItLeadsNowhere() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let screen = ListScreen(), listener = Listener()
            screen.onAdd()
            screen.onAdd.wire(to: listener, "add") { listener.heard.append("add") }
            screen.onAdd.unwire()
            screen.onAdd()
            #expect(listener.heard.isEmpty)
            #expect(screen.onAdd.wiring == nil)
            #expect(
                runtime.drainEvents().map(\.summary) == [
                    "ListScreen#1.onAdd → nothing (not wired)",
                    "ListScreen#1.onAdd → nothing (not wired)",
                ])
        }
    }

    @Test func wiringAgainReplacesTheListener() {
        let runtime = Runtime()
        runtime.isRecordingEvents = true
        runtime.run {
            let screen = ListScreen(), first = Listener(), second = Listener()
            screen.onSelect.wire(to: first, "showDetail") { first.heard.append("first \($0)") }
            screen.onSelect.wire(to: second, "preview") { second.heard.append("second \($0)") }
            _ = runtime.drainEvents()
            screen.onSelect(1)
            #expect(first.heard.isEmpty)
            #expect(second.heard == ["second 1"])
            #expect(runtime.drainEvents().map(\.summary) == ["ListScreen#1.onSelect → Listener#2.preview"])
        }
    }

    @Test func aScreenListsEveryOutputInOrderWiredOrNot() {
        Runtime().run {
            let screen = ListScreen(), listener = Listener()
            screen.onAdd.wire(to: listener, "runCreation") {}
            let listed = screen.outputs.map { output in
                "\(output.owner).\(output.name) → \(output.wiring.map { "\($0.listener).\($0.method)" } ?? "nothing")"
            }
            #expect(listed == ["ListScreen#1.onSelect → nothing", "ListScreen#1.onAdd → Listener#1.runCreation"])
        }
    }

    @Test func anOutputKeepsNeitherItsOwnerNorItsListenerAlive() {
        let runtime = Runtime()
        weak var weakScreen: ListScreen?
        weak var weakListener: Listener?
        let output = runtime.run { () -> Output<Int> in
            let screen = ListScreen(), listener = Listener()
            screen.onSelect.wire(to: listener, "showDetail") { [weak listener] in listener?.heard.append("\($0)") }
            weakScreen = screen
            weakListener = listener
            return screen.onSelect
        }
        #expect(weakScreen == nil)
        #expect(weakListener == nil)
        #expect(runtime.liveObjects.isEmpty)
        #expect(output.owner.description == "ListScreen#1")
        #expect(output.wiring?.listener.description == "Listener#1")
    }
}
