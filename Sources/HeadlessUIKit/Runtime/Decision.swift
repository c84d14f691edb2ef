/// A choice the coordinator libraries or an app's code made, with its reason: recorded only
/// while `Runtime.isRecordingDecisions` is on (each command a person types, not an app rebuilt
/// from its log). `trace all` prints each one as it comes, between the transitions and messages
/// that caused it and those it causes; `why` tells them after the command.
public protocol Decision: RuntimeEvent {
    /// The object that decided: a picture marks the decision on it.
    var decider: ObjectName { get }
}
