import Foundation
import HeadlessUIKit
import RouterCoordinator
import Testing

@testable import ItemsApp

/// One launched items app in a runtime of its own, acted on as a person would (taps, rows, Back,
/// links) and read as whole states: stacks, the coordinator tree, the live objects. After each
/// action the run loop settles, as the playground lets it after a command: a person is slower
/// than an animation.
struct Launched {
    let runtime = Runtime()
    let app: ItemsApp

    init(_ configuration: ItemsConfiguration = .init()) {
        runtime.isRecordingEvents = true
        let runtime = runtime
        app = runtime.run { ItemsApp(configuration: configuration) }
        runtime.settle()
        _ = runtime.drainEvents()
    }

    /// Runs `body` as the app's own code, then lets what it started end.
    @discardableResult
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let result = try runtime.run(body)
        runtime.settle()
        return result
    }

    // MARK: Looking

    var visible: String? { app.window.visibleViewController?.objectID.typeName }

    /// The stack of the navigation controller the visible screen is in, by type, bottom first.
    var stack: [String] {
        app.window.visibleViewController?.navigationController?.viewControllers.map(\.objectID.typeName) ?? []
    }

    /// The coordinator tree, depth first, each as `name` indented two spaces per level.
    var tree: [String] {
        var lines: [String] = []
        var pending: [(any Coordinator, Int)] = [(app.topCoordinator, 0)]
        while let (coordinator, depth) = pending.popLast() {
            lines.append(String(repeating: "  ", count: depth) + ((coordinator as? Responder)?.objectName ?? "?"))
            let children = (coordinator as? any ParentCoordinator)?.childCoordinators ?? []
            pending += children.reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    /// The live objects of the given types, by name, in creation order.
    func live(_ typeNames: String...) -> [String] {
        runtime.liveObjects.map(\.objectID).filter { typeNames.contains($0.typeName) }.map(\.description)
    }

    /// The events since the last look, one line each.
    func events() -> [String] { runtime.drainEvents().map(\.summary) }

    // MARK: Acting

    /// The control with `id` a person can see: the last in the window's view tree that is not
    /// hidden (what is presented comes last).
    func control(_ id: String) -> View? {
        var found: View?
        var pending: [View] = [app.window]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            if view.identifier == id { found = view }
            pending += view.subviews.reversed()
        }
        return found
    }

    func tap(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        run {
            switch control(id) {
            case let button as Button: #expect(button.tap(), "\(id) did not take the tap", sourceLocation: sourceLocation)
            case let toggle as Switch: #expect(toggle.tap(), "\(id) did not take the tap", sourceLocation: sourceLocation)
            default: Issue.record("no button or switch '\(id)' on screen", sourceLocation: sourceLocation)
            }
        }
    }

    func type(_ id: String, _ text: String) {
        run { (control(id) as? TextField)?.type(text) }
    }

    func select(_ row: Int, in id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        run {
            guard let table = control(id) as? TableView else {
                Issue.record("no list '\(id)' on screen", sourceLocation: sourceLocation)
                return
            }
            #expect(table.select(row: row), sourceLocation: sourceLocation)
        }
    }

    /// The navigation bar's Back button: an animated pop of the visible screen's stack.
    func back() {
        run { _ = app.window.visibleViewController?.navigationController?.popViewController(animated: true) }
    }

    func open(_ link: String) {
        run { app.open(URL(string: link)!) }
    }

    /// Logs in and finishes the onboarding: the tab bar on the items tab.
    func logInToMain() {
        tap("logIn")
        tap("finish")
    }
}
