import TestSupport
import Testing

@_spi(Benchmarks) @testable import PlaygroundEngine

/// The app is a function of the commands that changed it: undo and reset rebuild it from the
/// log, and the result is exactly what a fresh session running the same commands shows.
@Suite struct EngineReplayTests {
    static let script = [
        "select \"Wool Coat\"", "select navy", "tap addToCart", "back", "tap account", "type username pavel",
        "type password coordinator", "tap logIn", "tap editProfile", "tap selectCity", "select Volga",
        "select Kazan", "send cartStatus", "open shop://cart", "select 0",
    ]

    /// A fresh session that ran `lines`.
    func freshSession(running lines: some Sequence<String>) -> Session {
        let session = Session()
        for line in lines { session.run(line) }
        return session
    }

    @Test func undoGivesTheStateOfAFreshReplayOfTheRemainingCommands() {
        let session = freshSession(running: Self.script)
        #expect(session.log == Self.script)
        for count in stride(from: Self.script.count - 1, through: 0, by: -1) {
            let undone = session.run("undo")
            #expect(undone.hasPrefix("undid: \(Self.script[count])"))
            let fresh = freshSession(running: Self.script.prefix(count))
            #expect(session.snapshot == fresh.snapshot, "after undoing back to \(count) commands")
        }
        #expect(session.refuse("undo") == "error: nothing to undo: no command has changed the app since it launched")
    }

    /// At the prompt the pauses rebuild the app an `undo` left: it must be exactly the app a
    /// replay gives, with every later object name the same, undo after undo, and after new
    /// commands in between.
    @Test func undoAfterAPauseTakesAnAppEqualToAFreshReplay() {
        let session = Session()
        var expected: [String] = []
        for (index, line) in Self.script.enumerated() {
            session.run(line)
            expected.append(line)
            session.finishPauseWork()
            #expect(!session.hasPauseWork)
            if index % 3 == 2 {
                let undone = expected.suffix(2)
                session.run("undo")
                expected.removeLast()
                #expect(session.snapshot == freshSession(running: expected).snapshot, "undo after \(line)")
                session.finishPauseWork()
                session.run("undo")
                expected.removeLast()
                #expect(session.snapshot == freshSession(running: expected).snapshot, "second undo after \(line)")
                session.run(Array(undone))
                expected += undone
            }
        }
        #expect(session.log == expected)
        #expect(session.run("objects") == freshSession(running: expected).run("objects"))
    }

    /// With no pauses (a transcript, piped input), `undo` after `undo` rebuilds nothing: each
    /// says what the app shows one command back, and the app is rebuilt once, by the first command
    /// that reads it. Undoing N commands one by one replays the log once, not N times.
    @Test func aRunOfUndosReplaysTheLogOnceWhenTheAppIsNextRead() {
        let pushes = Array(repeating: "push product 1", count: 200)
        let session = freshSession(running: Self.script.prefix(4) + pushes)
        var said: [String] = []
        for _ in 0..<150 { said.append(session.run("undo")) }
        #expect(session.linesReplayed == 0)
        let remaining = Array(Self.script.prefix(4) + pushes.prefix(50))
        #expect(session.snapshot == freshSession(running: remaining).snapshot)
        #expect(session.linesReplayed == remaining.count)
        #expect(said.first == "undid: push product 1\nnow showing ProductViewController#200 \"Wool Coat\"")
        #expect(said.last == "undid: push product 1\nnow showing ProductViewController#51 \"Wool Coat\"")
        #expect(session.log == remaining)
    }

    /// What a run of undos says, screen by screen and label by label, is what undoing one at a
    /// time from freshly replayed apps says.
    @Test func undoWithoutTheAppSaysWhatUndoWithItSays() {
        let lazy = freshSession(running: Self.script)
        for count in stride(from: Self.script.count, to: 0, by: -1) {
            let eager = freshSession(running: Self.script.prefix(count))
            _ = eager.snapshot
            #expect(lazy.run("undo") == eager.run("undo"), "undoing command \(count)")
        }
    }

    /// Past the history `undo` keeps (2 to 4 commands here, 16,384 to 32,768 at the prompt), a run of undos
    /// still says what each one leaves showing: read from the rebuilt app, as a fresh replay says it.
    @Test func undoPastTheKeptHistorySaysWhatUndoWithTheAppSays() {
        let lazy = Session(options: .shop(), undoWindow: 2)
        for line in Self.script { lazy.run(line) }
        for count in stride(from: Self.script.count, to: 0, by: -1) {
            let eager = freshSession(running: Self.script.prefix(count))
            _ = eager.snapshot
            #expect(lazy.run("undo") == eager.run("undo"), "undoing command \(count)")
        }
        #expect(lazy.snapshot == Session().snapshot)
    }

    /// Piped input does a share of the pauses' work after each command, none while the app
    /// awaits its rebuild: a run of undos then costs no work, and the app they leave is rebuilt
    /// once, by the command that reads it.
    @Test func pipedUndosCostOneRebuildInAll() {
        let session = Session()
        for _ in 0..<300 {
            session.run("push product 1")
            session.doWorkBetweenPipedCommands()
        }
        #expect(!session.hasPauseWork, "the app one command behind kept up with the pushes")
        for _ in 0..<200 {
            session.run("undo")
            session.doWorkBetweenPipedCommands()
        }
        #expect(session.appAwaitsRebuild)
        #expect(session.linesReplayed == 0)
        let expected = Array(repeating: "push product 1", count: 100)
        #expect(session.snapshot == freshSession(running: expected).snapshot)
        #expect(session.linesReplayed == 100)
        #expect(session.log == expected)
    }

    /// An app left to rebuild after `undo` is rebuilt in the pauses, a line at a time, and is
    /// then exactly the app a fresh replay gives.
    @Test func thePausesRebuildTheAppAnUndoLeft() {
        let session = freshSession(running: Self.script)
        session.run(["undo", "undo"])
        #expect(session.hasPauseWork)
        session.finishPauseWork()
        #expect(!session.hasPauseWork)
        #expect(session.linesReplayed == Self.script.count - 2)
        #expect(session.snapshot == freshSession(running: Self.script.dropLast(2)).snapshot)
        #expect(session.linesReplayed == Self.script.count - 2, "nothing more to rebuild once read")
        #expect(session.run("objects") == freshSession(running: Self.script.dropLast(2)).run("objects"))
    }

    /// The pauses have work only after an `undo`: a fresh app, a line at a time up to the
    /// shortened log, and the app the undo replaced to free. No second app is kept otherwise.
    @Test func thePausesWorkOnlyAfterAnUndo() {
        let session = Session()
        session.run(["tree", "select Coats", "back", "select Coats"])
        #expect(!session.hasPauseWork)
        session.run("undo")
        #expect(session.hasPauseWork)
        var pieces = 0
        while session.doPauseWork() { pieces += 1 }
        #expect(pieces == 4, "the replaced app freed, a fresh app, and the two lines left")
        #expect(session.linesReplayed == 2)
        #expect(session.snapshot == freshSession(running: ["select Coats", "back"]).snapshot)
    }

    @Test func resetGivesAFreshlyLaunchedApp() {
        let session = freshSession(running: Self.script)
        #expect(
            session.run("reset")
                == "reset: a freshly launched app (\(Self.script.count) commands forgotten)\nnow showing HomeViewController#1 \"Home\"")
        #expect(session.snapshot == Session().snapshot)
        #expect(session.log.isEmpty)
    }

    @Test func resetKeepsTheStartOptions() throws {
        let options = StartOptions.shop("service catalog pending")
        let session = Session(options: options)
        session.run(["service catalog ready", "reset"])
        #expect(session.snapshot == Session(options: options).snapshot)
        #expect(session.run("queue").hasPrefix("CatalogCoordinator#1:"))
    }

    @Test func onlyCommandsThatChangeTheAppAreLogged() {
        let session = Session()
        session.run(["tree", "screen", "trace on", "help", "select Coats", "state"])
        session.refuse("tap nothing")
        #expect(session.log == ["select Coats"])
    }

    @Test func undoneObjectsAreGoneFromObjects() {
        let session = Session()
        session.expectChange(["tap account", "undo"])
    }

    @Test func traceShowsHopsAndTransitionsAsTheUserActs() {
        let session = Session()
        #expect(session.run("trace on") == "trace is on: messages and transitions are printed as you act")
        #expect(
            lines(session.run("select Coats")) == [
                "selected \"Coats\" in categories",
                "catalogShowCategory(category: coats) from TableCell#3",
                "  1  TableCell#3             passed",
                "  2  TableView#2             passed",
                "  3  View#3                  passed",
                "  4  HomeViewController#1    passed",
                "  5  NavigationController#1  passed",
                "  6  CatalogCoordinator#1    handled: pushed the Coats category",
                "~ NavigationController#1 push: HomeViewController#1 → CategoryViewController#1",
                "~   delegate CatalogCoordinator#1: willShow CategoryViewController#1",
                "~   viewWillDisappear: HomeViewController#1",
                "~   viewWillAppear: CategoryViewController#1",
                "cartStatus from CategoryViewController#1",
                "  1  CategoryViewController#1  passed",
                "  2  NavigationController#1    passed",
                "  3  CatalogCoordinator#1      passed",
                "  4  AppCoordinator#1          handled: the cart has 0 items",
                "~ NavigationController#1 push ends after 0.35s",
                "~   viewDidDisappear: HomeViewController#1",
                "~   viewDidAppear: CategoryViewController#1",
                "~   delegate CatalogCoordinator#1: didShow CategoryViewController#1",
                "now showing CategoryViewController#1 \"Coats\"",
            ])
        // `send` prints its own journey once, not again in the trace.
        let sent = session.run("send cartStatus")
        #expect(sent.components(separatedBy: "cartStatus from").count == 2)
        session.run("trace off")
        #expect(
            lines(session.run("back")) == [
                "went back from CategoryViewController#1 \"Coats\"", "now showing HomeViewController#1 \"Home\"",
            ])
    }
}
