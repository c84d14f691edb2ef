/// The actions of a coordinator that reports none (dimaosa's fork: "used when Coordinator
/// doesn't have any actions"): no value exists, so its listener can never be called.
public enum EmptyAction {}

/// The action of a flow that only ever ends: auth and onboarding report `.dismissFlow` when they
/// are done (Panov's original calls `finishFlow?()` instead).
public enum DismissAction: Sendable, Equatable {
    case dismissFlow
}
