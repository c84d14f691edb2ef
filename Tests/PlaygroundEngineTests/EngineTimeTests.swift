import HeadlessUIKit
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine

/// Transitions take time at the prompt: the session lets the app's run loop settle after every
/// command, a crash fails the command with UIKit's exception and leaves the app as it was, and
/// the person can act faster than an animation (`tap CONTROL twice`) or drag a sheet away
/// (`swipe down`).
@Suite struct EngineTimeTests {
    @Test func everyCommandEndsWithNothingInFlight() {
        let session = Session()
        let runLoop = session.live.runtime.runLoop
        // The launch's catalog fetches have taken their time already.
        let launched = runLoop.now
        session.run("select \"Wool Coat\"")
        #expect(!runLoop.hasPendingWork)
        #expect(runLoop.now - launched == .milliseconds(350), "one push, over before the next command")
        session.run("back")
        session.run("tap account")
        #expect(!runLoop.hasPendingWork)
        #expect(runLoop.now - launched == .milliseconds(1200), "a pop, then a presentation")
        #expect(session.visible == "LoginViewController#1")
    }

    /// The steps of a transition are recorded only while someone traces them.
    @Test func transitionDetailsAreRecordedOnlyWhileTracing() {
        let session = Session()
        session.run("select \"Wool Coat\"")
        #expect(!session.live.runtime.isRecordingDetails)
        session.run(["back", "trace on"])
        let traced = lines(session.run("select \"Wool Coat\"")).filter { $0.hasPrefix("~ NavigationController#1 push ends") }
        #expect(traced == ["~ NavigationController#1 push ends after 0.35s"])
        #expect(session.live.runtime.isRecordingDetails)
    }

    @Test func aCrashFailsTheCommandWithUIKitsExceptionAndLeavesTheAppAsItWas() {
        let session = Session(options: .shop("pitfall reused-screen"))
        session.run("tap account")
        let before = session.snapshot
        let result = session.execute("tap signUp twice")
        #expect(result.isError && result.crashed)
        #expect(
            result.lines == [
                OutputLine(
                    "crash: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'NavigationController#2 is pushing the same view controller instance (SignUpViewController#1) more than once which is not supported and is most likely an error in the application'",
                    kind: .crash),
                OutputLine("a device would have terminated the app here; the playground left the app as it was before the command"),
            ])
        #expect(session.snapshot == before)
        #expect(session.log == ["tap account"], "a crash is not logged")
        // One tap at a time, the same code runs.
        session.run("tap signUp")
        #expect(session.visible == "SignUpViewController#1")
    }

    @Test func withTraceOnTheWayToTheCrashIsPrintedBeforeIt() {
        let session = Session(options: .shop("pitfall reused-screen"))
        session.run(["tap account", "trace on"])
        let result = session.execute("tap signUp twice")
        let kinds = result.lines.map(\.kind)
        #expect(kinds.suffix(2) == [.crash, .normal])
        #expect(kinds.dropLast(2).allSatisfy { $0 == .trace })
        #expect(
            result.lines.map(\.text).filter { $0.hasPrefix("~   NavigationController#2 keeps") } == [
                "~   NavigationController#2 keeps the push of SignUpViewController#1 until its running transition ends"
            ])
        #expect(result.lines.dropLast(2).last?.text == "~   delegate AccountCoordinator#1: didShow SignUpViewController#1")
    }

    @Test func workThatNeverEndsFailsTheCommandAndIsRolledBack() {
        let session = Session()
        let runLoop = session.live.runtime.runLoop
        func again() { runLoop.perform(again) }
        again()
        let result = session.execute("tap account")
        #expect(result.isError && !result.crashed)
        #expect(
            result.output
                == "error: the app was still busy after 100000 steps of its run loop (a loop in its code?); the playground left the app as it was before the command"
        )
        #expect(session.visible == "HomeViewController#1")
        #expect(!session.live.runtime.runLoop.hasPendingWork, "the rebuilt app has no loop")
        session.run("tap account")
        #expect(session.visible == "LoginViewController#1")
    }

    @Test func tapTwiceTapsTwiceBeforeAnythingSettles() {
        let guarded = Session()
        guarded.run("tap account")
        #expect(
            lines(guarded.run("tap signUp twice")) == [
                "tapped [Sign up] twice, faster than any animation", "now showing SignUpViewController#1 \"Sign up\"",
            ])
        #expect(
            lines(guarded.run("stack")) == [
                "Window#1",
                "└─ NavigationController#1  → CatalogCoordinator#1",
                "   ├─ [0] HomeViewController#1 \"Home\"",
                "   └─ presents NavigationController#2  → AccountCoordinator#1",
                "      ├─ [0] LoginViewController#1 \"Log in\"",
                "      └─ [1] SignUpViewController#1 \"Sign up\"  ◀ visible",
            ])

        let unguarded = Session(options: .shop("pitfall double-tap"))
        unguarded.run(["tap account", "tap signUp twice"])
        #expect(unguarded.visible == "SignUpViewController#2")
        #expect(
            unguarded.snapshot[coordinator: "AccountCoordinator#1"].screens
                == [id("LoginViewController#1"), id("SignUpViewController#1"), id("SignUpViewController#2")])
        #expect(
            unguarded.refuse("tap signUp")
                == "error: unknown control 'signUp' on SignUpViewController#2 (there are: readTerms, createAccount)")
    }

    @Test func swipeDownDismissesTheTopmostSheetAndItsSectionEnds() {
        let session = Session()
        #expect(session.refuse("swipe down") == "error: there is no sheet to swipe down: nothing is presented")
        let home = session.snapshot
        session.run("tap account")
        #expect(
            lines(session.run("swipe down")) == [
                "swiped NavigationController#2 down: UIKit dismisses it and tells AccountCoordinator#1",
                "now showing HomeViewController#1 \"Home\"",
            ])
        // The section is gone whole: its coordinator, its screens, their views.
        session.expectSnapshot(home)
        #expect(session.refuse("swipe up").hasPrefix("error: usage: swipe down"))
    }

    @Test func aSheetNobodyListensToLeavesItsCoordinatorRunning() {
        let session = Session(options: .shop("pitfall unhandled-swipe"))
        session.run("tap account")
        #expect(
            lines(session.run("swipe down")) == [
                "swiped NavigationController#2 down: UIKit dismisses it",
                "nobody is its presentation controller's delegate: no coordinator hears that it went",
                "now showing HomeViewController#1 \"Home\"",
            ])
        #expect(session.snapshot.coordinators.last?.id == id("AccountCoordinator#1"))
        #expect(session.snapshot.coordinators.last?.root == id("NavigationController#2"))
        #expect(session.run("tap account") == "tapped [Account]", "the running section shows its page in no sheet")
        #expect(session.visible == "HomeViewController#1")
    }

    @Test func theCheckoutsPaymentScreenKeepsItsSheetAndAnAlertIsNoSheet() {
        let session = Session()
        session.run([
            "send cartAdd product=1", "tap cart", "tap checkout", "type username pavel", "type password coordinator", "tap logIn",
            "tap continue",
        ])
        #expect(
            session.run("swipe down")
                == "swiped NavigationController#3 down: it stays, PaymentViewController#1 has isModalInPresentation set; CheckoutCoordinator#1 hears presentationControllerDidAttemptToDismiss"
        )
        #expect(session.visible == "PaymentViewController#1")
        session.run(["back", "swipe down", "select 0"])
        #expect(session.visible == "AlertController#1")
        #expect(session.refuse("swipe down") == "error: an alert cannot be swiped away: tap one of its actions (yesRemove, cancel)")
    }

    /// The login that checkout asked for: the old code presents checkout while the login's
    /// dismissal runs, and UIKit refuses; the shop's code presents it from the completion.
    @Test func checkoutAfterALoginIsPresentedOnceTheLoginsDismissalHasEnded() {
        let steps = [
            "send cartAdd product=1", "tap cart", "tap checkout", "type username pavel", "type password coordinator", "tap logIn",
        ]
        let fixed = Session()
        fixed.run(steps)
        #expect(fixed.visible == "ShippingViewController#1")
        #expect(
            fixed.snapshot.coordinators.map(\.id.typeName) == [
                "AppCoordinator", "CatalogCoordinator", "CartCoordinator", "CheckoutCoordinator",
            ])

        let broken = Session(options: .shop("pitfall dismiss-then-present"))
        broken.run(Array(steps.dropLast()))
        let result = broken.execute("tap logIn")
        #expect(
            result.lines.contains(
                OutputLine(
                    "warning: Attempt to present NavigationController#3 on NavigationController#1 (from NavigationController#1) while a presentation is in progress.",
                    kind: .warning)))
        #expect(broken.visible == "CartViewController#1")
        #expect(broken.snapshot.coordinators.last?.id == id("CheckoutCoordinator#1"))
        #expect(broken.snapshot.coordinators.last?.root == id("NavigationController#3"))
    }

    @Test func helpTellsOfTheNewForms() {
        let session = Session()
        #expect(session.run("help swipe").hasPrefix("usage: swipe down\n"))
        #expect(session.run("help tap").hasPrefix("usage: tap CONTROL\nusage: tap CONTROL twice\n"))
    }
}
