import HeadlessUIKit

/// The record of one message's journey: every responder it reached and what each did, and
/// whether anybody handled it before the chain ran out.
///
/// It is recorded in the runtime's log when the message sets out and filled in as it travels, so
/// the log reads in causal order: a message, then what its handler caused (transitions, service
/// requests). A handler that awaits a service adds its hop when it returns.
public final class Delivery: RuntimeEvent {
    package struct Hop {
        package enum Action {
            case passed
            case handled(String)
            case forwarded(String)
            case changed(String)
            /// The handler threw this error back to the sender.
            case threw(String)
        }
        package let responder: ObjectName
        package let action: Action
    }

    /// The message as the trace shows it: `cartAdd(product: Wool Coat, color: Navy, size: m)`.
    package let message: String
    /// Its name as the code calls it (`cartAdd`), which declarations list.
    package let messageName: String
    /// Names kept as `ObjectName`s, made text only when shown: most deliveries are never printed.
    package let sender: ObjectName
    package private(set) var hops: [Hop] = []
    /// The responder that handled it, or threw.
    package private(set) var handledBy: ObjectName?

    package var isHandled: Bool { handledBy != nil }

    public var summary: String {
        "\(message) from \(sender): " + (handledBy.map { "handled by \($0)" } ?? "reached the top unhandled")
    }

    /// A record for `message` sent from `sender`, for `send(_:recordedIn:)`.
    package init(_ message: any Message, from sender: Responder) {
        self.message = message.signature
        self.messageName = message.name
        self.sender = sender.objectID
    }

    func append(_ hop: Hop) {
        hops.append(hop)
        switch hop.action {
        case .handled, .threw: handledBy = hop.responder
        case .passed, .forwarded, .changed: break
        }
    }
}

extension Responder {
    /// Sends `message` up the coordinating chain, starting with this responder itself, and
    /// returns its reply: `try await coordinatingResponder?.message(…)` in radianttap's
    /// Library.md (lines 17-33 at 8.0). An error a handler throws comes back thrown. If nobody
    /// handles it, it reaches the top and nothing happens, as Library.md:38 says; a sender
    /// awaiting a reply then gets `MessageFailure.unhandled`, the playground's (Library.md's
    /// example returns nothing, so it never has a reply to miss).
    ///
    /// Call it from a task of the app's run loop (`runLoop.spawn`, or `startSending`), as an
    /// app calls the library's methods from a `Task` on the main actor.
    public func send<M: Message>(_ message: M) async throws -> M.Reply {
        try await send(message, recordedIn: Delivery(message, from: self))
    }

    /// `send`, filling in `delivery`, which the caller made: for tools that show the journey.
    package func send<M: Message>(_ message: M, recordedIn delivery: Delivery) async throws -> M.Reply {
        switch try await walk(message, recordedIn: delivery) {
        case .answered(let reply, let listeners):
            return try Self.typed(reply, for: message, after: listeners)
        case .queued(let pending, let listeners):
            // Awaited once the walk is over, with no responder of the chain in hand: a sender
            // never keeps the coordinator that queued its message alive, so a queue that goes
            // away drops the message and the sender hears so.
            return try Self.typed(try await pending.value(awaitedBy: self), for: message, after: listeners)
        case .unanswered:
            return try Self.typed(NobodyAnswered(), for: message, after: [])
        }
    }

    /// How a message's way up the chain ended, and the responders that await its reply on the
    /// way back (closest to the sender first).
    enum Walk {
        case answered(Any, listeners: [(Any) -> Void])
        case queued(PendingReply, listeners: [(Any) -> Void])
        case unanswered
    }

    /// Carries `message` up the chain from this responder until one handles it, queues it, or
    /// the chain runs out, recording every hop; an error a handler throws is recorded and
    /// rethrown. A queued reply is not awaited here.
    func walk(_ message: any Message, recordedIn delivery: Delivery) async throws -> Walk {
        Runtime.current.record(delivery)
        var current = message
        var listeners: [(Any) -> Void] = []
        var seen = Set<ObjectIdentifier>()
        var responder: Responder? = self
        while let here = responder, seen.insert(ObjectIdentifier(here)).inserted {
            let handling: Handling
            do {
                handling = try await here.receiver(of: current)?.receive(current, from: self) ?? .pass
            } catch {
                delivery.append(.init(responder: here.objectID, action: .threw(String(describing: error))))
                throw error
            }
            switch handling {
            case .pass:
                delivery.append(.init(responder: here.objectID, action: .passed))
            case .handled(let note, let reply):
                delivery.append(.init(responder: here.objectID, action: .handled(note)))
                return .answered(reply, listeners: listeners)
            case .queued(let note, let pending):
                delivery.append(.init(responder: here.objectID, action: .handled(note)))
                return .queued(pending, listeners: listeners)
            case .forward(let note, let onReply):
                delivery.append(.init(responder: here.objectID, action: .forwarded(note)))
                if let onReply { listeners.append(onReply) }
            case .replace(let changed, let note):
                delivery.append(.init(responder: here.objectID, action: .changed(note)))
                current = changed
            }
            responder = here.coordinatingResponder
        }
        return .unanswered
    }

    /// The reply as the sender's type, after the responders that await it on the way back have
    /// seen it (the closest to the handler first, as awaits return).
    private static func typed<M: Message>(_ reply: Any, for message: M, after listeners: [(Any) -> Void]) throws -> M.Reply {
        if reply is NobodyAnswered {
            if let nothing = () as? M.Reply { return nothing }
            throw MessageFailure.unhandled(message.name)
        }
        guard let typed = reply as? M.Reply else {
            throw MessageFailure.wrongReply(
                message: message.name, expected: String(describing: M.Reply.self), got: String(describing: type(of: reply)))
        }
        for listener in listeners.reversed() { listener(typed) }
        return typed
    }

    /// Starts `message` on its way from a new task of the app's run loop and returns at once,
    /// as a button's action does with `Task { try await sender.message(…) }` when it has no use
    /// for the reply. An error thrown back is dropped, as `try?` would. Returns the record,
    /// which fills in as the loop runs.
    ///
    /// With nobody to read the reply, the task ends once the message is handled or queued: a
    /// queued message is the queue's to send again, and its sender is not kept waiting (a
    /// coordinator that sends itself a message it then queues would otherwise keep itself
    /// alive); the responders on its way that await the reply still get it when it comes.
    @discardableResult
    public func startSending(_ message: some Message) -> Delivery {
        let delivery = Delivery(message, from: self)
        // The task keeps the sender until the message is on its way (a dismissed alert may have
        // no other owner by then), and no longer.
        var sender: Responder? = self
        runLoop.spawn {
            let walked = try? await sender?.walk(message, recordedIn: delivery)
            sender = nil
            if let walked { await Responder.awaitReply(walked) }
        }
        return delivery
    }

    /// The rest of a task that does not read the reply, holding no responder of the chain.
    private static func awaitReply(_ walked: Walk) async {
        switch walked {
        case .answered(let reply, let listeners):
            for listener in listeners.reversed() { listener(reply) }
        case .queued(let pending, let listeners):
            guard let reply = try? await pending.value(awaitedBy: nil) else { return }
            for listener in listeners.reversed() { listener(reply) }
        case .unanswered:
            break
        }
    }
}

/// What a walk that reached the top of the chain answers: nothing. A message that only tells
/// ends there quietly, as in radianttap's library; a sender awaiting a reply is told nobody
/// handles it.
struct NobodyAnswered {}
