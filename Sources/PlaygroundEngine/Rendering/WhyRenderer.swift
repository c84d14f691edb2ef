import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// `why` and `who`: where a message is handled, and why there, from the classes' declarations
/// of the messages they handle (the list the dispatch obeys) and the runtime's record of the
/// message's way (`Delivery`, as the trace prints it).
///
///     cartToggle from Button#6 (sent by `tap cart`) was handled by AppCoordinator#1:
///       1  Button#6                no cartToggle handler  passed
///       …
///       6  AppCoordinator#1        handles cartToggle     handled: the cart replaced the main stack
enum WhyRenderer {
    /// The classes that declare `messageName`, in the app's order.
    static func handlerTypes(of messageName: String, among handlers: [MessageHandlerDescription]) -> [String] {
        handlers.filter { $0.messages.contains(messageName) }.map(\.typeName)
    }

    /// The hops are a table's rows, which a screen narrower than the table sets closer.
    static func lines(for delivery: any MessageDelivery, sentBy command: String, handlers: [MessageHandlerDescription]) -> [OutputLine] {
        let name = delivery.messageName
        let handling = Set(handlerTypes(of: name, among: handlers))
        let origin = "\(delivery.message) from \(delivery.sender) (sent by `\(command)`)"
        var lines = [
            OutputLine(
                delivery.handledBy.map { "\(origin) was handled by \($0):" }
                    ?? "\(origin) reached the top unhandled: no responder on its way handles \(name)")
        ]
        let hops = delivery.steps
        let rows = hops.enumerated().map { index, hop in
            [
                "  " + Columns.number(index + 1, of: hops.count), hop.responder.description,
                handling.contains(hop.responder.typeName) ? "handles \(name)" : "no \(name) handler",
                DeliveryRenderer.describe(hop.action),
            ]
        }
        lines += Columns.table(rows)
        lines.append(
            OutputLine(
                "a responder whose class does not handle \(name) passes it to its coordinatingResponder (`chain` shows why that one);"
                    + " `who \(name)` lists the classes that handle it"))
        return lines
    }

    /// `who MESSAGE`: the classes that handle it, and the responders on the chain from `start`
    /// that would meet it, numbered as `chain` numbers them.
    static func whoLines(
        for messageName: String, from start: Responder, live: [Responder], handlers: [MessageHandlerDescription],
        in app: any PlaygroundApp.Type
    )
        -> [String]
    {
        let types = handlerTypes(of: messageName, among: handlers)
        guard !types.isEmpty else { return ["no class of the app handles \(messageName): sent anywhere, it reaches the top unhandled"] }
        let handling = Set(types)
        var lines = ["classes that handle \(messageName): \(types.joined(separator: ", "))"]
        let alive = live.filter { handling.contains($0.objectID.typeName) }.map(\.objectName)
        lines.append("alive now: " + (alive.isEmpty ? "none" : alive.joined(separator: ", ")))
        let chain = app.chain(from: start).map(\.responder)
        let meeting = chain.enumerated().filter { handling.contains($0.element.objectID.typeName) }
        guard !meeting.isEmpty else {
            lines.append(
                "on the chain from \(start.objectName), nothing handles \(messageName): sent from there, it reaches the top unhandled")
            return lines
        }
        lines.append("on the chain from \(start.objectName), \(messageName) meets (the first keeps it unless it passes it on):")
        lines += Columns.align(meeting.map { ["  " + Columns.number($0.offset + 1, of: chain.count), $0.element.objectName] })
        return lines
    }

    /// `who OBJECT`: the responders on the chain from `start` whose classes handle messages, in
    /// the order a message sent there meets them, numbered as `chain` numbers them, each with the
    /// messages it handles.
    static func whoLines(takingFrom start: Responder, handlers: [MessageHandlerDescription], in app: any PlaygroundApp.Type) -> [String] {
        let chain = app.chain(from: start).map(\.responder)
        let messagesByType = Dictionary(handlers.map { ($0.typeName, $0.messages) }, uniquingKeysWith: +)
        let handling = chain.enumerated().compactMap { place, responder in
            messagesByType[responder.objectID.typeName].map { (place, responder, $0) }
        }
        let name = start.objectName
        guard !handling.isEmpty else {
            return [
                "no responder on the chain from \(name) handles a message: sent from there, any message reaches the top unhandled "
                    + "(`chain \(name)` lists the chain)"
            ]
        }
        var lines = [
            "a message sent from \(name) meets these of the \(chain.count) responders on its chain, in order, "
                + "and the first that handles it keeps it unless it passes it on:"
        ]
        lines += Columns.align(
            handling.map { place, responder, messages in
                ["  " + Columns.number(place + 1, of: chain.count), responder.objectName, "handles " + messages.joined(separator: ", ")]
            })
        lines.append("the others handle no message and pass each on (`chain \(name)` lists them); `who MESSAGE from \(name)` follows one")
        return lines
    }
}
