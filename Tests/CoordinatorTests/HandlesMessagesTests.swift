import Coordinator
import HeadlessUIKit
import Testing

/// The dispatch obeys each class's declaration of the messages it handles: a `receive` that acts
/// on a message its class does not declare is never called with it.
@Suite struct HandlesMessagesTests {
    /// Handles every Ping its `receive` is given, but declares `declared` only.
    final class Pinged: NavigationCoordinator, HandlesMessages {
        nonisolated(unsafe) static var declared: [any Message.Type] = []
        static var handledMessages: [any Message.Type] { declared }
        var calls = 0
        override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
            calls += 1
            return .handled("pinged")
        }
    }

    /// A `receive` that would handle anything, in a class that declares nothing.
    final class Undeclared: NavigationCoordinator {
        var calls = 0
        override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
            calls += 1
            return .handled("would have")
        }
    }

    struct Pong: Message { static let name = "pong" }

    @Test func aDeclaredMessageReachesReceiveAndAnUndeclaredOnePassesBy() {
        let app = Launched()
        let pinged = app.run { Pinged(rootViewController: NavigationController()) }
        Pinged.declared = [Ping.self]
        defer { Pinged.declared = [] }
        let ping = app.deliver(Ping(), from: pinged)
        #expect(ping.handledBy == pinged.objectID)
        let pong = app.deliver(Pong(), from: pinged)
        #expect(!pong.isHandled)
        #expect(pinged.calls == 1)
    }

    @Test func aReceiveWithoutADeclarationIsNeverOffered() {
        let app = Launched()
        let undeclared = app.run { Undeclared(rootViewController: NavigationController()) }
        let delivery = app.deliver(Ping(), from: undeclared)
        #expect(!delivery.isHandled)
        #expect(undeclared.calls == 0)
        #expect(delivery.messageName == "ping")
    }
}
