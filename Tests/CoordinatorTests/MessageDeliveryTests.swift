import Coordinator
import HeadlessUIKit
import Testing

/// Answers with a greeting, or throws when the name is empty.
struct Greet: Message {
    typealias Reply = String
    static let name = "greet"
    let person: String
    var arguments: [(label: String, value: String)] { [("person", person)] }
}

/// A greeting with an exclamation mark: what `Greet` becomes when a responder changes it.
struct Exclaim: Message {
    typealias Reply = String
    static let name = "exclaim"
    let person: String
}

/// Nobody in the test app handles it; its sender awaits a reply.
struct Ask: Message {
    typealias Reply = Int
    static let name = "ask"
}

/// Handled with a reply of the wrong type.
struct Miscount: Message {
    typealias Reply = Int
    static let name = "miscount"
}

struct NoName: Error, Equatable, CustomStringConvertible {
    var description: String { "a greeting needs a name" }
}

/// Greets after a while of virtual time, as a service would answer.
final class GreetingCoordinator: NavigationCoordinator, HandlesMessages {
    static var handledMessages: [any Message.Type] { [Greet.self, Miscount.self] }

    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        switch message {
        case let greet as Greet:
            await runLoop.sleep(for: .milliseconds(500))
            guard !greet.person.isEmpty else { throw NoName() }
            return .replied(to: greet, with: "Hello, \(greet.person)", "greeted \(greet.person)")
        case is Miscount:
            return .handled("counted", reply: "three")
        default:
            return .pass
        }
    }
}

/// A screen that listens to greetings going up: it forwards them and notes each reply coming
/// back, as an override that awaits the next responder does. It changes `Exclaim` into a
/// greeting.
final class ListeningScreen: ViewController, HandlesMessages {
    static var handledMessages: [any Message.Type] { [Greet.self, Exclaim.self] }
    var heard: [String] = []

    func receive(_ message: any Message, from sender: Responder) async throws -> Handling {
        switch message {
        case let greet as Greet:
            return .forward(greet, "listens for the reply") { [weak self] reply in self?.heard.append(reply) }
        case let exclaim as Exclaim:
            return .replace(Greet(person: exclaim.person + "!"), note: "made it a greeting")
        default:
            return .pass
        }
    }
}

/// The library's messages, `async throws` as radianttap's Coordinator 8 declares them: the
/// sender awaits the reply, an error comes back thrown, and every hop is recorded.
@Suite struct MessageDeliveryTests {
    private func greetingApp() -> (app: Launched, coordinator: GreetingCoordinator, screen: ListeningScreen) {
        let app = Launched()
        let (coordinator, screen) = app.run {
            let coordinator = GreetingCoordinator(rootViewController: app.navigation)
            app.top.startChild(coordinator: coordinator)
            let screen = ListeningScreen()
            coordinator.show(screen)
            return (coordinator, screen)
        }
        return (app, coordinator, screen)
    }

    @Test func theSenderAwaitsTheReplyWhichComesBackPastTheResponderThatListens() throws {
        let (app, coordinator, screen) = greetingApp()
        let startedAt = app.runtime.runLoop.now
        let sent = app.send(Greet(person: "Ada"), from: screen)
        #expect(!sent.hasEnded, "nothing runs before the loop does")

        app.settle()
        #expect(try sent.reply == "Hello, Ada")
        #expect(screen.heard == ["Hello, Ada"])
        #expect(app.runtime.runLoop.now - startedAt == .milliseconds(500))
        #expect(
            hopLines(sent.delivery) == [
                "\(screen) forwarded: listens for the reply", "\(app.navigation) passed", "\(coordinator) handled: greeted Ada",
            ])
        #expect(sent.delivery.handledBy == coordinator.objectID)
        #expect(sent.delivery.message == "greet(person: Ada)")
    }

    @Test func anErrorTheHandlerThrowsComesBackToTheSenderAndIsRecordedAsItsHop() {
        let (app, coordinator, screen) = greetingApp()
        let sent = app.send(Greet(person: ""), from: screen)
        app.settle()
        #expect(throws: NoName()) { try sent.reply }
        #expect(screen.heard.isEmpty, "a responder awaiting the reply gets the error, not a reply")
        #expect(
            hopLines(sent.delivery) == [
                "\(screen) forwarded: listens for the reply", "\(app.navigation) passed", "\(coordinator) threw: a greeting needs a name",
            ])
        #expect(sent.delivery.handledBy == coordinator.objectID)
    }

    @Test func aChangedMessageIsAnsweredToTheSenderOfTheFirst() throws {
        let (app, coordinator, screen) = greetingApp()
        let sent = app.send(Exclaim(person: "Ada"), from: screen)
        app.settle()
        #expect(try sent.reply == "Hello, Ada!")
        // The changed message goes on from the responder after the one that changed it.
        #expect(
            hopLines(sent.delivery) == [
                "\(screen) changed: made it a greeting", "\(app.navigation) passed", "\(coordinator) handled: greeted Ada!",
            ])
        #expect(screen.heard.isEmpty, "the screen changed the message; it did not listen for its reply")
    }

    @Test func aMessageNobodyHandlesReachesTheTopQuietlyUnlessItsSenderAwaitsAReply() throws {
        let (app, _, screen) = greetingApp()
        let told = app.send(Ping(), from: screen)
        let asked = app.send(Ask(), from: screen)
        app.settle()
        try told.reply
        #expect(!told.delivery.isHandled)
        #expect(throws: MessageFailure.unhandled("ask")) { try asked.reply }
        #expect(hopLines(asked.delivery).last == "\(app.appDelegate) passed")
    }

    @Test func aReplyOfAnotherTypeThanTheMessagesIsAnErrorNotACrash() {
        let (app, _, screen) = greetingApp()
        let sent = app.send(Miscount(), from: screen)
        app.settle()
        #expect(throws: MessageFailure.wrongReply(message: "miscount", expected: "Int", got: "String")) { try sent.reply }
    }

    @Test func startSendingReturnsAtOnceAndTheRecordFillsInAsTheLoopRuns() {
        let (app, coordinator, screen) = greetingApp()
        let delivery = app.run { screen.startSending(Greet(person: "Ada")) }
        #expect(delivery.hops.isEmpty)
        app.settle()
        #expect(delivery.handledBy == coordinator.objectID)
        #expect(screen.heard == ["Hello, Ada"])
    }
}
