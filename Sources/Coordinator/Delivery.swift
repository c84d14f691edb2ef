import HeadlessUIKit

/// The record of one message's journey: every responder it reached and what each did, and
/// whether anybody handled it before the chain ran out.
///
/// It is recorded in the runtime's log when the message sets out and filled in as it travels, so
/// the log reads in causal order: a message, then the transitions its handler caused.
public final class Delivery: RuntimeEvent {
    public struct Hop {
        public enum Action {
            case passed
            case handled(String)
            case forwarded(String)
            case changed(String)
        }
        public let responder: ObjectName
        public let action: Action
    }

    /// The message as the trace shows it: `cartAdd(product: Wool Coat, color: Navy, size: m)`.
    public let message: String
    /// Its name as the code calls it (`cartAdd`), which declarations list.
    public let messageName: String
    /// Names kept as `ObjectName`s, made text only when shown: most deliveries are never printed.
    public let sender: ObjectName
    public private(set) var hops: [Hop] = []
    public private(set) var handledBy: ObjectName?

    public var isHandled: Bool { handledBy != nil }

    public var summary: String {
        "\(message) from \(sender): " + (handledBy.map { "handled by \($0)" } ?? "reached the top unhandled")
    }

    init(_ message: any Message, sender: ObjectName) {
        self.message = message.signature
        self.messageName = message.name
        self.sender = sender
    }

    func append(_ hop: Hop) {
        hops.append(hop)
        if case .handled = hop.action { handledBy = hop.responder }
    }
}

extension Responder {
    /// Sends `message` up the coordinating chain, starting with this responder itself, and
    /// returns the journey. If nobody handles it, it reaches the top and nothing happens, as in
    /// the library; the record says so.
    @discardableResult
    public func send(_ message: any Message) -> Delivery {
        let delivery = Delivery(message, sender: objectID)
        Runtime.current.record(delivery)
        var current = message
        var seen = Set<ObjectIdentifier>()
        var responder: Responder? = self
        while let here = responder, seen.insert(ObjectIdentifier(here)).inserted {
            let handling = here.receiver(of: current)?.receive(current, from: self) ?? .pass
            switch handling {
            case .pass:
                delivery.append(.init(responder: here.objectID, action: .passed))
            case .handled(let note):
                delivery.append(.init(responder: here.objectID, action: .handled(note)))
                return delivery
            case .forward(let note):
                delivery.append(.init(responder: here.objectID, action: .forwarded(note)))
            case .replace(let changed, let note):
                delivery.append(.init(responder: here.objectID, action: .changed(note)))
                current = changed
            }
            responder = here.coordinatingResponder
        }
        return delivery
    }
}
