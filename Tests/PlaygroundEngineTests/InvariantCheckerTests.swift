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
        #expect(
            violations(session) == [
                "tree: CatalogCoordinator#1 is a child of AppCoordinator#1 but its parent is nil",
                "chain: the chain from NavigationController#1 ends at CatalogCoordinator#1, not the app delegate",
                "chain: the chain from HomeViewController#1 ends at CatalogCoordinator#1, not the app delegate",
            ])
    }

    @Test func aListInAnotherOrderThanItsStackIsCaught() throws {
        let session = Session()
        session.run(["select Coats", "select Parka"])
        let catalog = try #require(
            session.live.coordinators.compactMap { $0.object as? NavigationCoordinator }.first { $0.viewControllers.count == 3 })
        catalog.viewControllers.swapAt(1, 2)
        #expect(
            violations(session) == [
                "navigation list: CatalogCoordinator#1 lists [HomeViewController#1, ProductViewController#1, CategoryViewController#1] in another order than its stack [HomeViewController#1, CategoryViewController#1, ProductViewController#1]"
            ])
        catalog.viewControllers.swapAt(1, 2)
        catalog.viewControllers.append(catalog.viewControllers[1])
        #expect(
            violations(session) == [
                "navigation list: CatalogCoordinator#1 lists a screen twice: [HomeViewController#1, CategoryViewController#1, ProductViewController#1, CategoryViewController#1]",
                "navigation list: CatalogCoordinator#1 lists [HomeViewController#1, CategoryViewController#1, ProductViewController#1, CategoryViewController#1] in another order than its stack [HomeViewController#1, CategoryViewController#1, ProductViewController#1]",
            ])
    }

    @Test func aScreenReportingToACoordinatorOutsideTheTreeIsCaught() throws {
        let session = Session()
        let app = session.live
        let orphan = app.runtime.run { NavigationCoordinator(rootViewController: NavigationController()) }
        let home = try #require(app.visibleScreen)
        home.parentCoordinator = orphan
        #expect(
            violations(session) == [
                "chain: the chain from HomeViewController#1 ends at NavigationCoordinator#1, not the app delegate",
                "chain: HomeViewController#1's containing coordinator NavigationCoordinator#1 is not in the coordinator tree",
                "objects: alive but unreachable from the application: NavigationController#2, NavigationCoordinator#1",
                "objects: `objects` says '31 live objects' but 29 are reachable",
                "objects: coordinators alive outside the tree: [\"NavigationCoordinator#1\"]",
            ])
        withExtendedLifetime(orphan) {}
    }

    @Test func presentationLinksThatDisagreeAreCaught() {
        let session = Session()
        session.run("tap account")
        let app = session.live
        let presented = app.visibleScreen!.navigationController!
        presented.ownPresenting = app.runtime.run { ViewController() }
        #expect(
            violations(session) == [
                "chain: the visible screen LoginViewController#1 is not in the window's tree",
                "presentation: NavigationController#1 presents NavigationController#2, which says it is presented by nobody",
            ])
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
        #expect(
            violations(session) == [
                "objects: reachable but not tracked by the app's runtime: ViewController#1",
                "objects: `objects` says '30 live objects' but 31 are reachable",
            ])
    }

    @Test func aStoppedCoordinatorStillAliveIsCaught() {
        let session = Session()
        var kept: (any Coordinating)?
        session.run("start cart")
        kept = session.live.coordinators.first { $0.object.objectName.hasPrefix("CartCoordinator") }?.object as? any Coordinating
        session.run("stop CartCoordinator")
        #expect(
            violations(session) == [
                "objects: alive but unreachable from the application: CartCoordinator#1",
                "objects: `objects` says '30 live objects' but 29 are reachable",
                "objects: coordinators alive outside the tree: [\"CartCoordinator#1\"]",
            ])
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
        #expect(
            problem.map(lines) == [
                "'tree' changed nothing in the log but changed the app:",
                "  expected (line 132):",
                "    130:   },",
                "    131:   \"services\": {",
                "    132:     \"catalog\": \"ready\",",
                "    133:     \"cart\": \"ready\",",
                "    134:     \"account\": \"ready\",",
                "  actual:",
                "    130:   },",
                "    131:   \"services\": {",
                "    132:     \"catalog\": \"pending\",",
                "    133:     \"cart\": \"ready\",",
                "    134:     \"account\": \"ready\",",
            ])
    }

    /// Every violation found, whole, as `invariant: detail`.
    private func violations(_ session: Session) -> [String] {
        InvariantChecker.violations(in: session).map { "\($0.invariant): \($0.detail)" }
    }
}
