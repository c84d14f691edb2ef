import Foundation
import PlaygroundEngine

/// The vocabulary of lesson goals: small, declarative conditions on the live app, written in the
/// lesson file and checked against the app's snapshot (what `state` and `objects` print) and
/// the last command's output, never against the app's Swift objects.
///
/// Conditions name types, not numbered objects (`ProductViewController`, not
/// `ProductViewController#3`), so they hold however the learner got there; only `live` and
/// `queued` count, because there the number is the point.
///
///     visible TYPE                        the visible screen is a TYPE
///     stack PATTERN                       some navigation stack, bottom first, matches PATTERN
///     presented TYPE                      some controller presents a TYPE
///     coordinator TYPE                    a TYPE is in the coordinator tree
///     coordinator TYPE active             ... and is the one its navigation controller reports to
///     coordinator TYPE screens PATTERN    ... and its own list of screens matches PATTERN
///     coordinator TYPE queued OP N        ... and holds that many queued messages
///     live TYPE OP N                      that many TYPE objects are alive (`objects`)
///     service NAME ready|pending          the service's state
///     model PATH = VALUE                  a value of the app's data (`user.city`)
///     model PATH count OP N               how many elements a list (or members an object) has
///     model PATH contains TEXT            a text inside the value (however deeply nested)
///                                         contains TEXT
///     control ID shows TEXT               a control of the visible screen shows TEXT (its
///                                         label, a field's text, or a list's rows)
///     control ID enabled                  a control of the visible screen can be used
///     screen TYPE shows TEXT              some TYPE screen, visible or not (lower in a stack),
///                                         has a control that shows TEXT
///     output contains TEXT                the last command's output contains TEXT
///     trace off|on|all                    the trace is at that level (`on` is met by `all` too)
///     ran COMMAND                         the learner looked with COMMAND during this step,
///                                         after the step's other goals were met
///     ran COMMAND last                    ... and it was the last command so far
///     ran COMMAND showing TEXT            ... and what it printed contains TEXT: the look shows
///                                         the fact the step is about
///     app NAME                            the app running is NAME (`shop`, `items`)
///     predicted                           the learner answered the step's question (`predict`)
///     not CONDITION                       the condition does not hold
///
/// PATTERN is a comma-separated list of types, bottom first, where `...` stands for any number
/// of screens: `HomeViewController, ProductViewController` is exactly those two;
/// `..., CitiesViewController` is any stack ending with the cities screen. OP is one of
/// `= >= <= > <`. TEXT may be quoted; texts and names compare without regard to case.
indirect enum GoalCondition: Equatable, Sendable, CustomStringConvertible {
    case visible(type: String)
    case stack(TypeSequencePattern)
    case presented(type: String)
    case coordinator(type: String)
    case coordinatorActive(type: String)
    case coordinatorScreens(type: String, TypeSequencePattern)
    case coordinatorQueued(type: String, CountComparison)
    case live(type: String, CountComparison)
    case service(name: String, state: String)
    case modelEquals(path: String, value: String)
    case modelCount(path: String, CountComparison)
    case modelContains(path: String, text: String)
    case controlShows(control: String, text: String)
    case controlEnabled(control: String)
    case screenShows(type: String, text: String)
    case outputContains(String)
    case trace(level: String)
    case ran(command: String)
    case ranLast(command: String)
    case ranShowing(command: String, text: String)
    case app(name: String)
    case predicted
    case not(GoalCondition)

    /// The condition written back in the vocabulary, as the learner sees it beside ✓ or ✗.
    var description: String {
        switch self {
        case .visible(let type): "visible \(type)"
        case .stack(let pattern): "stack \(pattern)"
        case .presented(let type): "presented \(type)"
        case .coordinator(let type): "coordinator \(type)"
        case .coordinatorActive(let type): "coordinator \(type) active"
        case .coordinatorScreens(let type, let pattern): "coordinator \(type) screens \(pattern)"
        case .coordinatorQueued(let type, let comparison): "coordinator \(type) queued \(comparison)"
        case .live(let type, let comparison): "live \(type) \(comparison)"
        case .service(let name, let state): "service \(name) \(state)"
        case .modelEquals(let path, let value): "model \(path) = \(Self.quotedIfNeeded(value))"
        case .modelCount(let path, let comparison): "model \(path) count \(comparison)"
        case .modelContains(let path, let text): "model \(path) contains \(Self.quotedIfNeeded(text))"
        case .controlShows(let control, let text): "control \(control) shows \(Self.quotedIfNeeded(text))"
        case .controlEnabled(let control): "control \(control) enabled"
        case .screenShows(let type, let text): "screen \(type) shows \(Self.quotedIfNeeded(text))"
        case .outputContains(let text): "output contains \(Self.quotedIfNeeded(text))"
        case .trace(let level): "trace \(level)"
        case .ran(let command): "ran \(command)"
        case .ranLast(let command): "ran \(command) last"
        case .ranShowing(let command, let text): "ran \(command) showing \(Self.quotedIfNeeded(text))"
        case .app(let name): "app \(name)"
        case .predicted: "predicted"
        case .not(let condition): "not \(condition)"
        }
    }

    /// As the lesson file may write it: in double quotes when it has a space, in single quotes
    /// when it also holds a double quote (`'"workCities": []'`).
    private static func quotedIfNeeded(_ text: String) -> String {
        guard text.contains(" ") || text.isEmpty || text.contains("\"") else { return text }
        return text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    }
}

/// Why a goal's condition could not be read; the lesson parser adds the file and line.
struct GoalConditionError: Error, Equatable, Sendable {
    let message: String
}

extension GoalCondition {
    /// Reads one condition of the vocabulary above.
    init(parsing text: String) throws(GoalConditionError) {
        let words: [String]
        do {
            words = try CommandWords.parse(text)
        } catch {
            throw GoalConditionError(message: error.message)
        }
        guard let keyword = words.first?.lowercased() else {
            throw GoalConditionError(message: "empty goal condition")
        }
        let arguments = Array(words.dropFirst())
        switch keyword {
        case "not":
            guard !arguments.isEmpty else { throw Self.usage("not CONDITION") }
            self = .not(try GoalCondition(parsing: Self.remainder(of: text, afterWords: 1)))
        case "visible":
            self = .visible(type: try Self.single(arguments, usage: "visible TYPE"))
        case "presented":
            self = .presented(type: try Self.single(arguments, usage: "presented TYPE"))
        case "stack":
            self = .stack(try TypeSequencePattern(parsing: Self.remainder(of: text, afterWords: 1)))
        case "coordinator":
            self = try Self.coordinator(arguments, text: text)
        case "live":
            guard arguments.count == 3 else { throw Self.usage("live TYPE OP N") }
            self = .live(type: arguments[0], try CountComparison(arguments[1], arguments[2]))
        case "service":
            guard arguments.count == 2, ["ready", "pending"].contains(arguments[1].lowercased()) else {
                throw Self.usage("service NAME ready|pending")
            }
            self = .service(name: arguments[0], state: arguments[1].lowercased())
        case "model":
            self = try Self.model(arguments)
        case "control":
            switch (arguments.count, arguments.dropFirst().first?.lowercased()) {
            case (3, "shows"): self = .controlShows(control: arguments[0], text: arguments[2])
            case (2, "enabled"): self = .controlEnabled(control: arguments[0])
            default: throw Self.usage("control ID shows TEXT, or control ID enabled")
            }
        case "screen":
            guard arguments.count == 3, arguments[1].lowercased() == "shows" else {
                throw Self.usage("screen TYPE shows TEXT")
            }
            self = .screenShows(type: arguments[0], text: arguments[2])
        case "output":
            guard arguments.count == 2, arguments[0].lowercased() == "contains" else {
                throw Self.usage("output contains TEXT")
            }
            self = .outputContains(arguments[1])
        case "ran":
            switch (arguments.count, arguments.dropFirst().first?.lowercased()) {
            case (1, _): self = .ran(command: arguments[0].lowercased())
            case (2, "last"): self = .ranLast(command: arguments[0].lowercased())
            case (3, "showing"): self = .ranShowing(command: arguments[0].lowercased(), text: arguments[2])
            default: throw Self.usage("ran COMMAND, ran COMMAND last, or ran COMMAND showing TEXT")
            }
        case "trace":
            guard arguments.count == 1, ["off", "on", "all"].contains(arguments[0].lowercased()) else {
                throw Self.usage("trace off|on|all")
            }
            self = .trace(level: arguments[0].lowercased())
        case "app":
            self = .app(name: try Self.single(arguments, usage: "app NAME"))
        case "predicted":
            guard arguments.isEmpty else { throw Self.usage("predicted") }
            self = .predicted
        default:
            throw GoalConditionError(
                message: "unknown goal condition '\(keyword)'; conditions are "
                    + "visible, stack, presented, coordinator, live, service, model, control, screen, output, trace, ran, app, predicted, not"
            )
        }
    }

    private static func coordinator(_ arguments: [String], text: String) throws(GoalConditionError) -> GoalCondition {
        let usage = "coordinator TYPE [active | screens PATTERN | queued OP N]"
        guard let type = arguments.first else { throw Self.usage(usage) }
        switch arguments.dropFirst().first?.lowercased() {
        case nil:
            return .coordinator(type: type)
        case "active" where arguments.count == 2:
            return .coordinatorActive(type: type)
        case "screens" where arguments.count > 2:
            return .coordinatorScreens(type: type, try TypeSequencePattern(parsing: remainder(of: text, afterWords: 3)))
        case "queued" where arguments.count == 4:
            return .coordinatorQueued(type: type, try CountComparison(arguments[2], arguments[3]))
        default:
            throw Self.usage(usage)
        }
    }

    private static func model(_ arguments: [String]) throws(GoalConditionError) -> GoalCondition {
        let usage = "model PATH = VALUE, model PATH count OP N, or model PATH contains TEXT"
        guard arguments.count >= 3 else { throw Self.usage(usage) }
        let path = arguments[0]
        switch arguments[1].lowercased() {
        case "=" where arguments.count == 3:
            return .modelEquals(path: path, value: arguments[2])
        case "count" where arguments.count == 4:
            return .modelCount(path: path, try CountComparison(arguments[2], arguments[3]))
        case "contains" where arguments.count == 3:
            return .modelContains(path: path, text: arguments[2])
        default:
            throw Self.usage(usage)
        }
    }

    private static func single(_ arguments: [String], usage: String) throws(GoalConditionError) -> String {
        guard arguments.count == 1 else { throw Self.usage(usage) }
        return arguments[0]
    }

    private static func usage(_ form: String) -> GoalConditionError {
        GoalConditionError(message: "expected '\(form)'")
    }

    /// The text after the first `count` words, for the forms whose tail is a pattern or a condition.
    private static func remainder(of text: String, afterWords count: Int) -> String {
        var rest = Substring(text)
        for _ in 0..<count {
            rest = rest.drop(while: \.isWhitespace).drop(while: { !$0.isWhitespace })
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }
}
