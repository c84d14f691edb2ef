import TestSupport
import Testing

@testable import PlaygroundEngine

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

    /// At the prompt the pauses build an app one command behind (the undo checkpoint), and
    /// `undo` takes it over: it must be exactly the app a replay gives, with every later object
    /// name the same, undo after undo, and after new commands in between.
    @Test func undoAfterAPauseTakesAnAppEqualToAFreshReplay() {
        let session = Session()
        var expected: [String] = []
        for (index, line) in Self.script.enumerated() {
            session.run(line)
            expected.append(line)
            session.settle()
            #expect(!session.hasIdleWork)
            if index % 3 == 2 {
                let undone = expected.suffix(2)
                session.run("undo")
                expected.removeLast()
                #expect(session.snapshot == freshSession(running: expected).snapshot, "undo after \(line)")
                session.settle()
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

    @Test func thePausesBuildNothingBeforeTheFirstChangeAndStopWhenCaughtUp() {
        let session = Session()
        session.run(["tree", "screen"])
        #expect(!session.hasIdleWork)
        session.run("select Coats")
        #expect(session.hasIdleWork)
        var pieces = 0
        while session.doIdleWork() { pieces += 1 }
        #expect(pieces == 1, "one piece: a fresh app, which is the app one command behind")
        session.run(["back", "select Coats"])
        pieces = 0
        while session.doIdleWork() { pieces += 1 }
        #expect(pieces == 2, "the two lines the checkpoint is behind by")
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
        session.run(["tap account", "undo"])
        #expect(!session.run("objects").contains("AccountCoordinator"))
    }

    @Test func traceShowsHopsAndTransitionsAsTheUserActs() {
        let session = Session()
        #expect(session.run("trace on") == "trace is on: messages and transitions are printed as you act")
        let traced = lines(session.run("select Coats"))
        #expect(traced.first == "selected \"Coats\" in categories")
        #expect(traced.contains("catalogShowCategory(category: coats) from TableCell#3"))
        #expect(traced.contains { $0.contains("CatalogCoordinator#1") && $0.contains("handled: pushed the Coats category") })
        #expect(traced.contains("~ NavigationController#1 push: HomeViewController#1 → CategoryViewController#1"))
        #expect(traced.last == "now showing CategoryViewController#1 \"Coats\"")
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
