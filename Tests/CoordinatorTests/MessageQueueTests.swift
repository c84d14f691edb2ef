import Coordinator
import HeadlessUIKit
import Testing

final class Catalog { var fetches = 0 }
final class Pricing {}

struct Deps {
    var catalog: Catalog?
    var pricing: Pricing?
}

struct FetchPromoted: Message { static let name = "fetchPromotedProducts" }
struct FetchPrices: Message { static let name = "fetchPrices" }

/// The seeds' CatalogCoordinator: a message that needs a service not ready yet waits in the queue
/// and is tried again when the dependencies change.
final class QueueingCoordinator: NavigationCoordinator, NeedsDependency, HandlesMessages {
    static var handledMessages: [any Message.Type] { [FetchPromoted.self, FetchPrices.self] }
    var dependencies: Deps? {
        didSet {
            updateChildCoordinatorDependencies(dependencies)
            processQueuedMessages()
        }
    }
    var pricedRuns = 0

    override func receive(_ message: any Message, from sender: Responder) -> Handling {
        switch message {
        case is FetchPromoted:
            guard let catalog = dependencies?.catalog else {
                enqueueMessage(named: message.name) { [weak self, weak sender] in
                    guard let self, let sender else { return }
                    _ = self.receive(message, from: sender)
                }
                return .handled("queued: catalog not ready")
            }
            catalog.fetches += 1
            return .handled("fetched")
        case is FetchPrices:
            guard dependencies?.catalog != nil, dependencies?.pricing != nil else {
                enqueueMessage(named: message.name) { [weak self, weak sender] in
                    guard let self, let sender else { return }
                    _ = self.receive(message, from: sender)
                }
                return .handled("queued: pricing not ready")
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

@Suite struct MessageQueueTests {
    @Test func aMessageQueuedWhileADependencyIsMissingRunsExactlyOnceWhenItArrives() {
        let app = Launched()
        app.run {
            let coordinator = QueueingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let screen = Screen()
            coordinator.show(screen)

            let delivery = screen.send(FetchPromoted())
            #expect(delivery.handledBy == coordinator.objectID)
            #expect(coordinator.queuedMessages.map(\.name) == ["fetchPromotedProducts"])

            let catalog = Catalog()
            coordinator.dependencies = Deps(catalog: catalog)
            #expect(catalog.fetches == 1)
            #expect(coordinator.queuedMessages.isEmpty)

            coordinator.dependencies = Deps(catalog: catalog)
            #expect(catalog.fetches == 1)
        }
    }

    @Test func aMessageThatQueuesItselfAgainDuringReplayIsKeptForTheNextRound() {
        let app = Launched()
        app.run {
            let coordinator = QueueingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let screen = Screen()
            coordinator.show(screen)
            screen.send(FetchPrices())

            coordinator.dependencies = Deps(catalog: Catalog())
            #expect(coordinator.pricedRuns == 0)
            #expect(coordinator.queuedMessages.map(\.name) == ["fetchPrices"])

            coordinator.dependencies = Deps(catalog: Catalog(), pricing: Pricing())
            #expect(coordinator.pricedRuns == 1)
            #expect(coordinator.queuedMessages.isEmpty)
        }
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

/// A coordinator that queues with the library's `enqueue(_:)`, which re-sends on replay.
final class ResendingCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [FetchPromoted.self] }
    var ready = false
    var handled = 0
    override func receive(_ message: any Message, from sender: Responder) -> Handling {
        guard message is FetchPromoted else { return .pass }
        guard ready else {
            enqueue(message)
            return .handled("queued")
        }
        handled += 1
        return .handled("fetched")
    }
}

@Suite struct ResendingQueueTests {
    @Test func aReplayedMessageIsADeliveryOfItsOwnThatAWatcherSees() {
        let app = Launched()
        app.runtime.isRecordingEvents = true
        app.run {
            let coordinator = ResendingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let screen = Screen()
            coordinator.show(screen)
            screen.send(FetchPromoted())
            _ = app.runtime.drainEvents()

            coordinator.ready = true
            coordinator.processQueuedMessages()
            coordinator.processQueuedMessages()

            #expect(coordinator.handled == 1)
            let deliveries = app.runtime.drainEvents().compactMap { $0 as? Delivery }
            #expect(
                deliveries.map(\.summary) == ["fetchPromotedProducts from \(coordinator.objectName): handled by \(coordinator.objectName)"])
        }
    }
}
