import Coordinator
import HeadlessUIKit
import Testing

final class Catalog { var fetches = 0 }
final class Pricing {}

struct Deps {
    var catalog: Catalog?
    var pricing: Pricing?
}

/// Answers how many fetches the catalog has served.
struct FetchPromoted: Message {
    typealias Reply = Int
    static let name = "fetchPromotedProducts"
}
struct FetchPrices: Message { static let name = "fetchPrices" }

/// The seeds' CatalogCoordinator: a message that needs a service not ready yet waits in the queue
/// and is tried again when the dependencies change; its sender awaits the reply meanwhile.
final class QueueingCoordinator: NavigationCoordinator, NeedsDependency, HandlesMessages {
    static var handledMessages: [any Message.Type] { [FetchPromoted.self, FetchPrices.self] }
    var dependencies: Deps? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }
    var pricedRuns = 0

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        switch message {
        case let fetch as FetchPromoted:
            guard let catalog = dependencies?.catalog else { return enqueue(message, note: "queued: catalog not ready") }
            catalog.fetches += 1
            return .replied(to: fetch, with: catalog.fetches, "fetched")
        case is FetchPrices:
            guard dependencies?.catalog != nil, dependencies?.pricing != nil else {
                return enqueue(message, note: "queued: pricing not ready")
            }
            pricedRuns += 1
            return .handled("priced")
        default:
            return .pass
        }
    }
}

final class DependentChild: NavigationCoordinator, NeedsDependency {
    var dependencies: Deps?
}

/// What a delivery's hops read as, for whole-record comparisons.
func hopLines(_ delivery: Delivery) -> [String] {
    delivery.hops.map { hop in
        switch hop.action {
        case .passed: "\(hop.responder) passed"
        case .handled(let note): "\(hop.responder) handled: \(note)"
        case .forwarded(let note): "\(hop.responder) forwarded: \(note)"
        case .changed(let note): "\(hop.responder) changed: \(note)"
        case .threw(let error): "\(hop.responder) threw: \(error)"
        }
    }
}

@Suite struct MessageQueueTests {
    /// A launched app whose queueing coordinator shows one screen.
    private func queueingApp() -> (app: Launched, coordinator: QueueingCoordinator, screen: Screen) {
        let app = Launched()
        let (coordinator, screen) = app.run {
            let coordinator = QueueingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let screen = Screen()
            coordinator.show(screen)
            return (coordinator, screen)
        }
        return (app, coordinator, screen)
    }

    @Test func aQueuedMessagesSenderGetsItsReplyOnlyWhenTheServiceIsReady() throws {
        let (app, coordinator, screen) = queueingApp()
        app.runtime.isRecordingEvents = true
        let sent = app.send(FetchPromoted(), from: screen)
        app.settle()

        #expect(
            hopLines(sent.delivery) == [
                "\(screen) passed", "\(app.navigation) passed", "\(coordinator) handled: queued: catalog not ready",
            ])
        #expect(!sent.hasEnded, "the sender still awaits")
        #expect(coordinator.queuedMessages.map(\.name) == ["fetchPromotedProducts"])
        _ = app.runtime.drainEvents()

        let catalog = Catalog()
        app.run { coordinator.dependencies = Deps(catalog: catalog) }
        app.settle()

        #expect(try sent.reply == 1)
        #expect(catalog.fetches == 1)
        #expect(coordinator.queuedMessages.isEmpty)
        // The retry is a delivery of its own, from the coordinator, which a watcher sees.
        let retries = app.runtime.drainEvents().compactMap { $0 as? Delivery }
        #expect(retries.map(\.summary) == ["fetchPromotedProducts from \(coordinator): handled by \(coordinator)"])
        #expect(retries.map(hopLines) == [["\(coordinator) handled: fetched"]])

        // Later changes find an empty queue.
        app.run { coordinator.dependencies = Deps(catalog: catalog) }
        app.settle()
        #expect(catalog.fetches == 1)
    }

    @Test func aMessageThatQueuesItselfAgainDuringReplayIsKeptForTheNextRound() throws {
        let (app, coordinator, screen) = queueingApp()
        let sent = app.send(FetchPrices(), from: screen)
        app.settle()

        app.run { coordinator.dependencies = Deps(catalog: Catalog()) }
        app.settle()
        #expect(coordinator.pricedRuns == 0)
        #expect(coordinator.queuedMessages.map(\.name) == ["fetchPrices"])
        #expect(!sent.hasEnded)

        app.run { coordinator.dependencies = Deps(catalog: Catalog(), pricing: Pricing()) }
        app.settle()
        #expect(coordinator.pricedRuns == 1)
        #expect(coordinator.queuedMessages.isEmpty)
        #expect(sent.hasEnded)
        try sent.reply
    }

    @Test func aSenderWhoseQueueGoesAwayIsToldSoInsteadOfWaitingForever() {
        let app = Launched()
        let screen = app.run { Screen() }
        var coordinator: QueueingCoordinator? = app.run {
            let coordinator = QueueingCoordinator(rootViewController: NavigationController())
            coordinator.start()
            coordinator.show(screen)
            return coordinator
        }
        let sent = app.send(FetchPromoted(), from: screen)
        app.settle()
        #expect(coordinator?.queuedMessages.count == 1)
        #expect(!sent.hasEnded)

        // Nothing else holds the coordinator: its screen's waiting task does not keep it.
        weak let gone = coordinator
        coordinator = nil
        app.settle()
        #expect(gone == nil)
        #expect(throws: MessageFailure.dropped("fetchPromotedProducts")) { try sent.reply }
    }

    /// radianttap's `stop()` (Coordinator.swift:108 at 8.0) leaves the queue alone: the queued
    /// messages go with the coordinator, and only then does a waiting sender hear so.
    @Test func aStoppedCoordinatorKeepsItsQueueUntilItGoes() {
        let app: Launched, screen: Screen
        var coordinator: QueueingCoordinator?
        do {
            // No other name may keep the coordinator: it has to be able to go.
            let made = queueingApp()
            app = made.app
            screen = made.screen
            coordinator = made.coordinator
        }
        let sent = app.send(FetchPromoted(), from: screen)
        app.settle()
        #expect(!sent.hasEnded)

        app.run { app.top.stopChild(coordinator: coordinator!) }
        app.settle()
        #expect(coordinator?.queuedMessages.map(\.name) == ["fetchPromotedProducts"])
        #expect(!sent.hasEnded)

        weak let gone = coordinator
        coordinator = nil
        app.settle()
        #expect(gone == nil)
        #expect(throws: MessageFailure.dropped("fetchPromotedProducts")) { try sent.reply }
    }

    @Test func aCoordinatorThatSendsItselfAMessageItQueuesIsNotKeptAliveByThatMessage() {
        let app = Launched()
        var coordinator: QueueingCoordinator? = app.run { QueueingCoordinator(rootViewController: NavigationController()) }
        let delivery = app.run { coordinator!.startSending(FetchPromoted()) }
        app.settle()
        #expect(hopLines(delivery) == ["\(coordinator!) handled: queued: catalog not ready"])
        #expect(coordinator?.queuedMessages.count == 1)

        // Nobody reads the reply, so no task waits for it holding the coordinator.
        weak let gone = coordinator
        coordinator = nil
        app.settle()
        #expect(gone == nil)
    }

    @Test func aClosureQueuedByHandRunsOnceWhenTheQueueIsProcessed() {
        let (app, coordinator, _) = queueingApp()
        var runs = 0
        app.run {
            coordinator.enqueueMessage(named: "reload") { runs += 1 }
            coordinator.processQueuedMessages()
            coordinator.processQueuedMessages()
        }
        #expect(runs == 1)
        #expect(coordinator.queuedMessages.isEmpty)
    }

    @Test func dependenciesReachEveryChildThatNeedsThem() {
        let app = Launched()
        app.run {
            let coordinator = QueueingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let child = DependentChild(rootViewController: app.navigation)
            coordinator.startChild(coordinator: child)
            let catalog = Catalog()
            coordinator.dependencies = Deps(catalog: catalog)
            #expect(child.dependencies?.catalog === catalog)
        }
    }
}
