import Coordinator

/// A message's journey: a head line, then one numbered line per responder it reached and what
/// that responder did (`send` prints it; `trace on` prints one for every message the app sends).
///
///     cartAdd(product: Wool Coat, color: Anthracite, size: m) from Button#7
///        1  Button#7               passed
///        2  HomeViewController#1   forwarded: awaits the reply to update the home badge too
///        3  AppCoordinator#1       handled: added Wool Coat · Anthracite, size m
enum DeliveryRenderer {
    static func lines(for delivery: Delivery) -> [String] {
        let rows = delivery.hops.enumerated().map { index, hop in
            ["  " + Columns.number(index + 1, of: delivery.hops.count), hop.responder.description, describe(hop.action)]
        }
        return ["\(delivery.message) from \(delivery.sender)"] + Columns.align(rows)
    }

    static func describe(_ action: Delivery.Hop.Action) -> String {
        switch action {
        case .passed: "passed"
        case .handled(let note): "handled: \(note)"
        case .forwarded(let note): "forwarded: \(note)"
        case .changed(let note): "changed: \(note)"
        case .threw(let error): "threw: \(error)"
        }
    }
}
