import Coordinator
import Foundation
import HeadlessUIKit
import MessageTestSupport
import Testing

@testable import ExampleApp

/// One app in its own runtime, driven the way a person drives it: taps, typing and row
/// selections on the visible screen's controls (found by identifier), Back as an animated pop,
/// and URLs opened by the system. After each action the app's run loop settles, as the
/// playground lets it after a command (a person is slower than a request or an animation); each
/// action returns the messages it sent, with their hops.
final class ShopHarness {
    let runtime = Runtime()
    let app: ShopApp
    /// What launching sent (the home screen's fetches and badge request).
    private(set) var launchDeliveries: [Delivery] = []

    init(_ configuration: ShopConfiguration = .init()) {
        runtime.isRecordingEvents = true
        app = runtime.run { ShopApp(configuration: configuration) }
        runtime.settle()
        launchDeliveries = takeDeliveries()
    }

    var coordinator: AppCoordinator { app.appCoordinator }
    var mainStack: [ViewController] { app.appCoordinator.rootViewController.viewControllers }
    var visible: ViewController? { app.visibleScreen }

    /// The stack of the navigation controller the main one presents (account or checkout).
    var presentedStack: [ViewController] {
        (coordinator.rootViewController.presentedViewController as? NavigationController)?.viewControllers ?? []
    }

    func visibleScreen<T: ViewController>(_ type: T.Type) throws -> T {
        try #require(app.visibleScreen as? T, "the visible screen is \(app.visibleScreen?.objectName ?? "nothing"), not a \(T.self)")
    }

    func control<T: View>(_ identifier: String, _ type: T.Type, in screen: ViewController? = nil) throws -> T {
        let screen = try #require(screen ?? app.visibleScreen, "nothing is visible")
        return try #require(screen.view.view(withIdentifier: identifier) as? T, "no \(T.self) '\(identifier)' on \(screen.objectName)")
    }

    func text(_ identifier: String, in screen: ViewController? = nil) throws -> String {
        try control(identifier, Label.self, in: screen).text
    }

    func rows(_ identifier: String, in screen: ViewController? = nil) throws -> [TableView.Row] {
        try control(identifier, TableView.self, in: screen).rows
    }

    @discardableResult
    func tap(_ identifier: String) throws -> [Delivery] {
        try #require(try press(identifier), "'\(identifier)' is disabled or hidden")
        return takeDeliveries()
    }

    /// A tap and nothing more: what it started has not run yet, as within one turn of the run
    /// loop (a person faster than a request). Returns whether the button took the tap.
    func press(_ identifier: String) throws -> Bool {
        let button = try control(identifier, Button.self)
        return runtime.run { button.tap() }
    }

    /// Sends `message` from `sender` as a screen's action would, from a task of the app's run
    /// loop, and lets the loop settle: the sender's side of it.
    func send<M: Message>(_ message: M, from sender: Responder) -> Sent<M> {
        let sent = runtime.run { Sent(message, from: sender) }
        settle()
        return sent
    }

    /// `send` for a message built from text, whose reply nobody reads: its journey.
    func deliver(_ message: any Message, from sender: Responder) -> Delivery {
        let delivery = runtime.run { sender.startSending(message) }
        settle()
        return delivery
    }

    func settle() {
        runtime.run { _ = runtime.runLoop.settle() }
    }

    func type(_ text: String, into identifier: String) throws {
        let field = try control(identifier, TextField.self)
        let typed = runtime.run { field.type(text) }
        runtime.settle()
        try #require(typed, "'\(identifier)' does not take typing")
    }

    @discardableResult
    func select(row: Int, in identifier: String) throws -> [Delivery] {
        let table = try control(identifier, TableView.self)
        let selected = runtime.run { table.select(row: row) }
        runtime.settle()
        try #require(selected, "'\(identifier)' has no row \(row)")
        return takeDeliveries()
    }

    /// The Back button: an animated pop on the visible screen's navigation controller.
    @discardableResult
    func back() throws -> [Delivery] {
        let navigation = try #require(app.visibleScreen?.navigationController, "the visible screen is in no navigation controller")
        let popped = runtime.run { navigation.popViewController(animated: true) }
        runtime.settle()
        try #require(popped != nil, "nothing to go back to")
        return takeDeliveries()
    }

    /// The Back button's menu (a long press): an animated pop to an earlier screen of the
    /// visible screen's navigation controller.
    @discardableResult
    func back(to screen: ViewController) throws -> [Delivery] {
        let navigation = try #require(app.visibleScreen?.navigationController, "the visible screen is in no navigation controller")
        let popped = runtime.run { navigation.popToViewController(screen, animated: true) }
        runtime.settle()
        try #require(popped?.isEmpty == false, "\(screen.objectName) is not an earlier screen of \(navigation.objectName)")
        return takeDeliveries()
    }

    @discardableResult
    func open(_ url: String) -> [Delivery] {
        runtime.run { _ = app.application.open(URL(string: url)!) }
        runtime.settle()
        return takeDeliveries()
    }

    @discardableResult
    func setService(_ name: ServiceName, _ state: ServiceState) -> [Delivery] {
        runtime.run { app.setService(name, state) }
        runtime.settle()
        return takeDeliveries()
    }

    /// Logs in as a person would: the account button, the fields, "Log in".
    func logIn(password: String = "coordinator") throws {
        if !(app.visibleScreen is LoginViewController) { try tap("account") }
        try type("pavel", into: "username")
        try type(password, into: "password")
        try tap("logIn")
    }

    /// Runs what the last action started and is ready now, without moving the virtual clock:
    /// what a device has done by the end of the turn that handled a tap.
    func finishTurn() {
        runtime.run {
            while runtime.runLoop.runReadyWork() {}
        }
    }

    /// Runs `body` in the app's runtime as the app's own code would, then lets it settle.
    func act<T>(_ body: () throws -> T) rethrows -> T {
        let result = try runtime.run(body)
        settle()
        return result
    }

    /// Every warning UIKit logged so far (the recorded events are read by `takeEvents`).
    private(set) var warnings: [String] = []

    /// Two taps of one button in one turn, before anything settles (a person faster than the
    /// animation); then the run loop settles.
    @discardableResult
    func tapTwice(_ identifier: String) throws -> [Delivery] {
        let button = try control(identifier, Button.self)
        runtime.run {
            button.tap()
            button.tap()
        }
        return takeDeliveries()
    }

    /// The user drags the topmost sheet down; then the run loop settles.
    @discardableResult
    func swipeDown() -> SwipeDownOutcome {
        let outcome = runtime.run { app.window.swipeDownTopmostSheet() }
        _ = takeDeliveries()
        return outcome
    }

    /// Settles the run loop, then takes what was recorded since the last call.
    func takeEvents() -> [any RuntimeEvent] {
        settle()
        let events = runtime.drainEvents()
        warnings += events.compactMap { ($0 as? Warning)?.message }
        return events
    }

    /// Settles the run loop, then takes the messages sent since the last call.
    func takeDeliveries() -> [Delivery] {
        takeEvents().compactMap { $0 as? Delivery }
    }
}

/// A delivery's hops as types and actions, numbers left out: ["Button", "ProductViewController",
/// ..., "AppCoordinator handled"]. The objects' exact names are checked with `handledBy`.
func route(_ delivery: Delivery) -> [String] {
    delivery.hops.map { hop in
        let type = hop.responder.typeName
        switch hop.action {
        case .passed: return type
        case .handled: return "\(type) handled"
        case .forwarded: return "\(type) forwarded"
        case .changed: return "\(type) changed"
        case .threw: return "\(type) threw"
        }
    }
}

/// The note of the hop that handled it.
func handlingNote(_ delivery: Delivery) -> String? {
    for hop in delivery.hops {
        if case .handled(let note) = hop.action { return note }
    }
    return nil
}

/// The one delivery of the message `name` among `deliveries`.
func delivery(_ name: String, in deliveries: [Delivery]) throws -> Delivery {
    let matching = deliveries.filter { $0.message == name || $0.message.hasPrefix(name + "(") }
    try #require(matching.count == 1, "expected one \(name), got \(deliveries.map(\.message))")
    return matching[0]
}

func names(_ controllers: [ViewController]) -> [String] { controllers.map { String(describing: type(of: $0)) } }
func children(of coordinator: any Coordinating) -> [String] { Array(coordinator.childCoordinators.keys) }

/// The same controllers, in the same order (identity: controllers are not values).
func === (lhs: [ViewController]?, rhs: [ViewController]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0 === $1 }
}
