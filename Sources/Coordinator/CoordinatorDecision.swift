import HeadlessUIKit

/// One decision of radianttap's library, as the library makes it, with its reason: what
/// `navigationController(_:didShow:animated:)` read from the transition, which branch
/// `didPopTransition` took, who `coordinatorDidFinish` handed the stack to, a child started or
/// stopped, a coordinator (re)activated, a queue replayed. Printed by `trace all`, told by `why`.
package struct CoordinatorDecision: Decision, Equatable {
    package enum Step: Equatable, Sendable {
        /// What the transition that showed `shown` was.
        case didShow(shown: ObjectName, reading: TransitionReading)
        /// Back landed on `to`; `branch` is what the library did about it.
        case didPopTransition(to: ObjectName, branch: PopBranch)
        /// A child said it is done: the parent stops it.
        case coordinatorDidFinish(child: ObjectName)
        /// After stopping a child, who owns the top screen and gets the stack back.
        case handsStackBack(top: ObjectName, owner: ObjectName?)
        /// After stopping a child, nobody here owns the top screen: finished too.
        case finishesToo(top: ObjectName?, parent: ObjectName?)
        case startChild(ObjectName)
        case stopChild(ObjectName)
        /// `stop()`: its own screens that leave the stack, now or when the transition ends.
        case stop(removing: [ObjectName], whenTransitionEnds: Bool)
        case activate(root: ObjectName)
        /// `takeover()`: its saved screens become the whole stack.
        case takeover(root: ObjectName, screens: [ObjectName])
        case handlePopBack(to: ObjectName)
        /// `enqueueMessage`: kept until the dependencies change.
        case enqueue(String)
        /// `enqueue`, the playground's addition: kept with its sender still awaiting the reply.
        case enqueueAwaited(String)
        /// `processQueuedMessages`: every queued message runs once more.
        case replayQueue([String])
    }

    /// What `navigationController(_:didShow:animated:)` found.
    package enum TransitionReading: Equatable, Sendable {
        /// Not animated: no transition coordinator to ask.
        case noTransition
        /// The screen that left is still on the stack.
        case push(from: ObjectName)
        /// The transition's `.from` controller is not on the stack, which radianttap reads as a pop
        /// (`NavigationCoordinator.swift` lines 36-43 at 8.0). A presentation's `.from`, the
        /// presenting controller, never was on it: read the same way.
        case pop(from: ObjectName)
    }

    /// The branches of `didPopTransition(to:)`.
    package enum PopBranch: Equatable, Sendable {
        case noScreensLeft(parent: ObjectName?)
        case alreadyLast
        case trimmed(removed: [ObjectName])
        case notMine(parent: ObjectName?)
    }

    package let coordinator: ObjectName
    package let step: Step

    package init(_ coordinator: ObjectName, _ step: Step) {
        self.coordinator = coordinator
        self.step = step
    }

    package var decider: ObjectName { coordinator }

    package var summary: String { "\(coordinator) \(explanation)" }

    private var explanation: String {
        switch step {
        case .didShow(let shown, .noTransition):
            return "didShow \(shown): not animated, no transition to read: nothing to do (my list may go stale)"
        case .didShow(let shown, .push(let from)):
            return "didShow \(shown): \(from) is still on the stack, so a push: nothing to do"
        case .didShow(let shown, .pop(let from)):
            return "didShow \(shown): \(from) is not on the stack, so a pop → didPopTransition(to: \(shown))"
        case .didPopTransition(let to, .noScreensLeft(let parent)):
            return "didPopTransition(to: \(to)): I have no screens left, so I am finished → \(Self.name(parent)).coordinatorDidFinish(self)"
        case .didPopTransition(let to, .alreadyLast):
            return "didPopTransition(to: \(to)): already my last screen: nothing to do"
        case .didPopTransition(let to, .trimmed(let removed)):
            return "didPopTransition(to: \(to)): one of mine, so I drop \(Self.list(removed)) from my list → handlePopBack(to: \(to))"
        case .didPopTransition(let to, .notMine(let parent)):
            return
                "didPopTransition(to: \(to)): not one of mine, so the user went back past my first screen and I am finished → \(Self.name(parent)).coordinatorDidFinish(self)"
        case .coordinatorDidFinish(let child):
            return "coordinatorDidFinish(\(child)) → stopChild(\(child))"
        case .handsStackBack(let top, nil):
            return "coordinatorDidFinish, after stopChild: the top screen \(top) is mine → activate(), handlePopBack(to: \(top))"
        case .handsStackBack(let top, let owner?):
            return
                "coordinatorDidFinish, after stopChild: the top screen \(top) is my child \(owner)'s → \(owner).activate(), handlePopBack(to: \(top))"
        case .finishesToo(let top, let parent):
            let screen = top.map { "the top screen \($0) is" } ?? "there is no top screen,"
            return
                "coordinatorDidFinish, after stopChild: \(screen) neither mine nor a child's, so I am finished too → \(Self.name(parent)).coordinatorDidFinish(self)"
        case .startChild(let child):
            return "startChild(\(child)): keeps it among my children, becomes its parent, calls its start()"
        case .stopChild(let child):
            return "stopChild(\(child)): drops it from my children and calls its stop()"
        case .stop(let removing, let later):
            guard !removing.isEmpty else { return "stop(): no screen of mine is on the stack; forgets my list" }
            let when = later ? " when the running transition ends" : ""
            return "stop(): takes \(Self.list(removing)) off the stack\(when), and forgets my list"
        case .activate(let root):
            return "activate(): \(root) reports to me again and I am its delegate"
        case .takeover(let root, let screens):
            return "takeover(): activate(), then my saved list becomes \(root)'s whole stack: \(Self.list(screens))"
        case .handlePopBack(let to):
            return "handlePopBack(to: \(to))"
        case .enqueue(let name):
            return "enqueueMessage(\(name)): waits in my queue until the dependencies change"
        case .enqueueAwaited(let name):
            return
                "enqueue(\(name)), the playground's: waits in my queue and its sender's await stays open until it runs; radianttap's enqueueMessage keeps a closure, and its sender's await ends"
        case .replayQueue(let names):
            return "processQueuedMessages(): the dependencies changed, so each queued one runs again: \(names.joined(separator: ", "))"
        }
    }

    private static func name(_ object: ObjectName?) -> String { object?.description ?? "nobody" }
    private static func list(_ objects: [ObjectName]) -> String { objects.map(\.description).joined(separator: ", ") }
}
