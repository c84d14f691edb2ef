/// How much a command's aftermath prints: `off` only UIKit's warnings; `on` also each message's
/// hops, each transition and what UIKit calls back, each closure output and service request;
/// `all` also the decisions of the coordinator libraries and the apps, each with its reason.
public enum TraceLevel: String, CaseIterable, Sendable {
    case off, on, all

    /// What `trace LEVEL` answers.
    var confirmation: String {
        switch self {
        case .off: "trace is off"
        case .on: "trace is on: messages and transitions are printed as you act"
        case .all:
            "trace is all: messages, transitions and every decision of the coordinators (lines starting with ») are printed as you act"
        }
    }
}
