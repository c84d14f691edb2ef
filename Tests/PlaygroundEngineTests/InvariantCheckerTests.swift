import Coordinator
import Foundation
import PlaygroundHost
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

/// The invariant checker holds on real apps and fails on broken ones: each invariant is broken
/// on purpose, through the engine's internals, and the checker must say so.
@Suite struct InvariantCheckerTests {
    @Test func aFreshAppKeepsEveryInvariant() {
        #expect(InvariantChecker.violations(in: Session()) == [])
        #expect(InvariantChecker.violations(in: Session(options: .shop("service catalog pending", "service cart pending"))) == [])
    }

    /// Every recorded session (the flows and error paths a learner explores) keeps every
    /// invariant after every command; refused commands leave the app as it was.
    @Test(arguments: TranscriptFiles.collect(paths: [PackagePaths.path("transcripts")]).files)
    func everyTranscriptKeepsEveryInvariantAfterEveryCommand(path: String) throws {
        let transcript = try TranscriptParser.read(path: path)
        var options = StartOptions.shop()
        for directive in transcript.directives { try options.apply(directive: directive.text) }
        let session = Session(options: options)
        var runner = SequenceRunner(options: options)
        runner.checks.fullStateEveryStep = true
        var before = SequenceRunner.snapshot(session)
        for (index, command) in transcript.commands.enumerated() {
            if let problem = runner.step(command.text, in: session, before: &before) {
                Issue.record("line \(command.lineNumber): \(problem)")
                return
            }
            let found = InvariantChecker.violations(
                in: session, checkReachability: index % 3 == 2 || index == transcript.commands.count - 1)
            #expect(found == [], "after line \(command.lineNumber) '\(command.text)'")
            if !found.isEmpty { return }
        }
    }

    /// A coordinator stopped while its message waits in a queue stays alive, held by the queue
    /// (the reply it awaits); the random sessions found it: it is the model, not a leak.
    @Test func aStoppedCoordinatorHeldByAQueuedMessageIsNotOutsideTheTree() {
        let session = Session(options: .shop("service cart pending"))
        session.run(["open shop://cart", "send cartStatus from cart", "stop CartCoordinator#1"])
        #expect(session.live.runtime.liveObjects.contains { $0.objectName == "CartCoordinator#1" })
        #expect(InvariantChecker.violations(in: session) == [])
    }

    @Test func aChildThatForgetsItsParentBreaksTheTree() {
        let session = Session()
        let catalog = session.live.appCoordinator.childCoordinators.values.first!
        catalog.parent = nil
        #expect(invariants(session).contains("tree"))
    }

    @Test func aListInAnotherOrderThanItsStackIsCaught() throws {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        let catalog = try #require(
            session.live.coordinators.compactMap { $0.object as? NavigationCoordinator }.first { $0.viewControllers.count == 3 })
        catalog.viewControllers.swapAt(1, 2)
        #expect(invariants(session).contains("navigation list"))
        catalog.viewControllers.swapAt(1, 2)
        catalog.viewControllers.append(catalog.viewControllers[1])
        #expect(invariants(session).contains("navigation list"))
    }

    @Test func aScreenReportingToACoordinatorOutsideTheTreeIsCaught() throws {
        let session = Session()
        let app = session.live
        let orphan = app.runtime.run { NavigationCoordinator(rootViewController: NavigationController()) }
        let home = try #require(app.visibleScreen)
        home.parentCoordinator = orphan
        let found = InvariantChecker.violations(in: session)
        #expect(found.contains { $0.invariant == "chain" && $0.detail.contains("not in the coordinator tree") })
        #expect(found.contains { $0.invariant == "chain" && $0.detail.contains("not the app delegate") })
        #expect(found.contains { $0.invariant == "objects" && $0.detail.contains("coordinators alive outside the tree") })
        withExtendedLifetime(orphan) {}
    }

    @Test func presentationLinksThatDisagreeAreCaught() {
        let session = Session()
        session.run("tap account")
        let app = session.live
        let presented = app.visibleScreen!.navigationController!
        presented.ownPresenting = app.runtime.run { ViewController() }
        #expect(invariants(session).contains("presentation"))
    }

    /// A push started behind the session's back is still in flight: the check sees it.
    @Test func aTransitionStillInFlightIsCaught() {
        let session = Session()
        let app = session.live
        app.runtime.run {
            app.window.rootViewController.flatMap { $0 as? NavigationController }?.pushViewController(ViewController(), animated: true)
        }
        let found = InvariantChecker.violations(in: session, checkReachability: false, checkState: false)
        #expect(found.filter { $0.invariant == "settled" }.map(\.detail).first == "the run loop still has work after the command")
        #expect(found.contains { $0.detail == "NavigationController#1 is still in a transition" })
        app.runtime.settle()
        #expect(InvariantChecker.violations(in: session, checkReachability: false, checkState: false).isEmpty)
    }

    @Test func anObjectKeptAliveOutsideTheAppIsALeak() {
        let session = Session()
        let app = session.live
        // Two screens holding each other: alive, and reachable from nothing in the app.
        let key = AssociationKey("cycle")
        weak var first: ViewController?
        app.runtime.run {
            let one = ViewController(), two = ViewController()
            one.associatedValues[key] = two
            two.associatedValues[key] = one
            first = one
        }
        let found = InvariantChecker.violations(in: session)
        #expect(
            found.contains {
                $0.invariant == "objects" && $0.detail.contains("unreachable from the application: ViewController#1, ViewController#2")
            }, "\(found)")
        first?.associatedValues[key] = nil  // break the cycle: the leak was only for the checker to see
    }

    @Test func anObjectMadeOutsideTheAppsRuntimeIsCaught() throws {
        let session = Session()
        let stranger = ViewController()  // joins the default runtime, not the app's
        let navigation = try #require(session.live.visibleScreen?.navigationController)
        session.live.runtime.run { navigation.pushViewController(stranger, animated: false) }
        #expect(InvariantChecker.violations(in: session).contains { $0.detail.contains("not tracked by the app's runtime") })
    }

    @Test func aStoppedCoordinatorStillAliveIsCaught() {
        let session = Session()
        var kept: (any Coordinating)?
        session.run("start cart")
        kept = session.live.coordinators.first { $0.object.objectName.hasPrefix("CartCoordinator") }?.object as? any Coordinating
        session.run("stop CartCoordinator")
        #expect(invariants(session).contains("objects"))
        kept = nil
        #expect(InvariantChecker.violations(in: session) == [])
        _ = kept
    }

    @Test func theWeakFieldsAreReadFromTheSources() {
        let weak = StrongReferenceWalk.weakFields
        for field in [
            "ViewController.parent", "ViewController.ownPresenting", "NavigationController.delegate", "View.superview",
            "Coordinator.parent", "WeakCoordinating.coordinator", "Window.windowScene", "Scene.application",
        ] {
            #expect(weak.contains(field), "\(field) is weak")
        }
        #expect(!weak.contains("Scene.delegate"), "a scene keeps its delegate")
    }

    @Test func theSequenceRunnerCatchesACommandThatChangesTheAppWhileLooking() {
        // A looking command must change nothing: fake one that does, by acting behind the log.
        let session = Session()
        var runner = SequenceRunner()
        var before = SequenceRunner.snapshot(session)
        #expect(runner.step("tree", in: session, before: &before) == nil)
        session.live.runtime.run { (session.live.hosted as? any HasServices)?.setState(ofService: "catalog", to: .pending) }
        let problem = runner.step("tree", in: session, before: &before)
        #expect(problem?.contains("changed nothing in the log but changed the app") == true)
    }

    private func invariants(_ session: Session) -> Set<String> {
        Set(InvariantChecker.violations(in: session).map(\.invariant))
    }
}
