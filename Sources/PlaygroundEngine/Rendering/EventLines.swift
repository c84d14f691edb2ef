import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// What a command's recorded events print after its own output, in the order they happened:
/// UIKit's warnings always; with `trace on` also every message's journey, each transition as it
/// starts and as it ends, the appearance callbacks (consecutive calls of one callback on one
/// line) and the app's code UIKit calls back (completions, handlers, delegates), indented under
/// the transition they belong to. With `trace all` the decisions the coordinators recorded come
/// in among them, each where it was made, marked with » (they are recorded at every level, for
/// `why`, and printed only at that one).
///
///     ~ NavigationController#1 push: HomeViewController#1 → ProductViewController#2
///     ~   viewWillDisappear: HomeViewController#1
///     ~   viewWillAppear: ProductViewController#2
///     ~ NavigationController#1 push ends after 0.35s
///     ~   viewDidDisappear: HomeViewController#1
///     ~   viewDidAppear: ProductViewController#2
struct EventLines {
    let isTracing: Bool
    let showsDecisions: Bool
    /// A delivery the command printed itself, skipped once.
    var skipping: PrintedDelivery?
    private var lines: [OutputLine] = []
    private var appearance: (callback: AppearanceEvent.Callback, controllers: [String])?

    init(level: TraceLevel, skipping: PrintedDelivery? = nil) {
        self.isTracing = level != .off
        self.showsDecisions = level == .all
        self.skipping = skipping
    }

    mutating func add(_ event: any RuntimeEvent) {
        guard isTracing else {
            // Untraced, only UIKit's warnings print.
            if event.isConsoleWarning { lines.append(OutputLine(event.summary, kind: .warning)) }
            return
        }
        if let appeared = event as? AppearanceEvent {
            if appearance?.callback == appeared.callback {
                appearance?.controllers.append(appeared.controller.description)
            } else {
                flushAppearance()
                appearance = (appeared.callback, [appeared.controller.description])
            }
            return
        }
        flushAppearance()
        switch event {
        case let delivery as any MessageDelivery:
            if skipping == PrintedDelivery(message: delivery.message, sender: delivery.sender) {
                skipping = nil
            } else {
                lines += DeliveryRenderer.lines(for: delivery, kind: .trace)
            }
        case _ where event.isConsoleWarning:
            lines.append(OutputLine(event.summary, kind: .warning))
        case is Crash:
            // The session prints the crash itself, last.
            break
        case is any Decision:
            if showsDecisions { lines.append(OutputLine("» " + event.summary, kind: .trace)) }
        case is CallbackEvent, is DeferredPushEvent:
            lines.append(OutputLine("~   " + event.summary, kind: .trace))
        default:
            lines.append(OutputLine("~ " + event.summary, kind: .trace))
        }
    }

    /// Every line, once all the events are in.
    mutating func finish() -> [OutputLine] {
        flushAppearance()
        return lines
    }

    private mutating func flushAppearance() {
        guard let group = appearance else { return }
        appearance = nil
        lines.append(OutputLine("~   \(group.callback.rawValue): \(group.controllers.joined(separator: ", "))", kind: .trace))
    }
}
