import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// `chain`: the chain from a responder to its end as the app's library walks it, each step with
/// the reason the chain went there (in the shop, the rule of `coordinatingResponder` that applied).
///
///      1  ProductViewController#1   view controller
///      2  NavigationController#1    navigation controller  via parent
///      3  CatalogCoordinator#1      coordinator            via parentCoordinator
enum ChainRenderer {
    /// A table's rows: a screen narrower than the table sets its columns closer before it
    /// breaks a reason (`TableLayout`).
    static func lines(from start: Responder, in app: any PlaygroundApp.Type) -> [OutputLine] {
        let steps = app.chain(from: start)
        let rows = steps.enumerated().map { index, step in
            [Columns.number(index + 1, of: steps.count), step.responder.objectName, step.responder.objectKind]
                + (step.reason.map { ["via \($0)"] } ?? [])
        }
        return Columns.table(rows)
    }
}
