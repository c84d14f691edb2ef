extension GoalCondition {
    /// How a goal is earned during a step, so that only the learner's own act, then their own
    /// look, finishes it:
    /// - a `state` of the app counts once a command typed in the step made it hold (it did not
    ///   hold before that command), and stops counting when it no longer holds;
    /// - an `event` (what a command printed) counts once a command in the step printed it;
    /// - a `look` counts when it is run once every other goal counts, and stops counting when
    ///   one of them is lost: the learner looks at the result of their act, not before it.
    enum Kind: Equatable {
        case state, event, look
    }

    var kind: Kind {
        switch self {
        case .ran, .ranLast, .ranShowing: .look
        case .outputContains, .predicted: .event
        default: .state
        }
    }
}
