import HeadlessUIKit

/// What the last command that acted on the app did, in the order it happened, as a picture
/// tells it: each message with its hops up the chain, each closure output with the listener it
/// reached, each transition; or, for a command that was refused or stepped back (`undo`,
/// `reset`, `app`), what became of it. Built from the runtime's records only when a picture asks
/// for it (`Session.lastCommandStory`), so a command costs nothing more with the view off.
public struct CommandStory: Equatable, Sendable {
    /// As typed: `tap cart`.
    package var command: String
    package var events: [Event]
    /// Whether it acted, or what it did instead.
    package var ending: Ending

    package init(command: String, events: [Event], ending: Ending = .acted) {
        self.command = command
        self.events = events
        self.ending = ending
    }

    /// What became of a command: a person stepping through a session sees a refusal or an
    /// `undo` where it happened, not the story of some earlier command.
    package enum Ending: Equatable, Sendable {
        /// It ran on the app: `events` tell what it did.
        case acted
        /// It was refused and the app is as it was: its error as printed.
        case refused(String)
        /// `undo` took back this line; nil when there was none to take back.
        case undid(String?)
        /// A fresh app: `reset`, or `app` switching to another (its name).
        case startedOver(app: String?)
    }

    package enum Event: Equatable, Sendable {
        case message(MessageJourney)
        /// A closure output fired on `owner` (the screen), and the method it led to, if wired.
        case output(owner: ObjectName, output: String, wiring: OutputWiring?)
        /// A change of what the window shows as it starts (a push, a presentation, a tab chosen),
        /// as it ends, what UIKit calls back meanwhile (appearance callbacks, delegates,
        /// completions), or another step the app took (a service's request), in the trace's words.
        case transition(kind: TransitionKind, line: String)
        /// What UIKit would log instead of doing what was asked, or the exception it would crash
        /// with.
        case warning(String)
    }

    package enum TransitionKind: Equatable, Sendable {
        case navigation, presentation, tabSelection
        /// A transition's animation ended, on a later turn of the run loop.
        case end
        /// UIKit calling the app back during a transition: appearance, a delegate, a completion,
        /// a push kept for later; a router running a completion it kept.
        case callback
        /// A decision a coordinator recorded and explained (with `trace all`, a `»` line), and
        /// who made it.
        case decision(by: ObjectName)
        case other
    }

    /// One message's way up the chain: who sent it and what each responder it met did.
    package struct MessageJourney: Equatable, Sendable {
        /// `cartAdd(product: Wool Coat, color: Navy, size: m)`.
        package var message: String
        /// `cartAdd`.
        package var name: String
        package var sender: ObjectName
        package var hops: [Hop]
    }

    package struct Hop: Equatable, Sendable {
        package var responder: ObjectName
        package var outcome: Outcome
    }

    /// What a responder did with the message; the notes are the handler's own words.
    package enum Outcome: Equatable, Sendable {
        case passed
        case handled(String)
        case forwarded(String)
        case changed(String)
        case threw(String)
    }

    /// What the story did at one object, for the trees to mark it there.
    package enum Mark: Equatable, Sendable {
        /// A message met it: `name` and what it did.
        case hop(message: String, outcome: Outcome)
        /// It fired a closure output.
        case fired(output: String)
        /// A closure output it listens to reached `method`.
        case heard(output: String, method: String)
    }

    /// Where the story went: each object a message met and what it did (the last message's, if
    /// several met it), each screen that fired an output and each listener it reached.
    package var path: [ObjectName: Mark] {
        var marks: [ObjectName: Mark] = [:]
        for event in events {
            switch event {
            case .message(let journey):
                for hop in journey.hops { marks[hop.responder] = .hop(message: journey.name, outcome: hop.outcome) }
            case .output(let owner, let output, let wiring):
                marks[owner] = .fired(output: output)
                if let wiring { marks[wiring.listener] = .heard(output: output, method: wiring.method) }
            case .transition, .warning: break
            }
        }
        return marks
    }

    /// Each `»` decision's line by the object that made it, in the order they came: the trees
    /// draw them on the node that decided.
    package var decisions: [ObjectName: [String]] {
        var lines: [ObjectName: [String]] = [:]
        for case .transition(.decision(let decider), let line) in events { lines[decider, default: []].append(line) }
        return lines
    }
}
