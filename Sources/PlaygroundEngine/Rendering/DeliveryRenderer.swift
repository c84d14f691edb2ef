import PlaygroundHost
import TextLayout

/// A message's journey: a head line, then one numbered line per responder it reached and what
/// that responder did (`send` prints it; `trace on` prints one for every message the app sends).
///
///     cartAdd(product: Wool Coat, color: Anthracite, size: m) from Button#7
///        1  Button#7               passed
///        2  HomeViewController#1   forwarded: awaits the reply to update the home badge too
///        3  AppCoordinator#1       handled: added Wool Coat · Anthracite, size m
enum DeliveryRenderer {
    /// The hops are a table's rows, which a screen narrower than the table sets closer.
    static func lines(for delivery: any MessageDelivery, kind: OutputLine.Kind = .normal) -> [OutputLine] {
        let hops = delivery.steps
        let rows = hops.enumerated().map { index, hop in
            ["  " + Columns.number(index + 1, of: hops.count), hop.responder.description, describe(hop.action)]
        }
        return [OutputLine("\(delivery.message) from \(delivery.sender)", kind: kind)] + Columns.table(rows, kind: kind)
    }

    static func describe(_ action: MessageHop.Action) -> String {
        switch action {
        case .passed: "passed"
        case .handled(let note): "handled: \(note)"
        case .forwarded(let note): "forwarded: \(note)"
        case .changed(let note): "changed: \(note)"
        case .threw(let error): "threw: \(error)"
        }
    }
}
