import Foundation
import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundViewServer

/// The session's steps as the server keeps them for a page to step back through: each picture
/// in parts, a part kept once however many steps show it, and the pictures of the oldest steps
/// dropped past the budget, so a long session costs the budget and a line per step.
@Suite struct StepHistoryTests {
    @Test func aStepIsItsNumberLabelTitleAndPanels() {
        var history = StepHistory()
        history.append(
            label: "tap cart", title: "Coordinator Playground · Cart", panels: "<section a>1</section>\n<section b>2</section>\n")
        history.append(label: "two\nlines", title: "T", panels: "")
        #expect(history.message(of: 1) == "1 tap cart\nCoordinator Playground · Cart\n<section a>1</section>\n<section b>2</section>\n")
        #expect(history.message(of: 2) == "2 two lines\nT\n")
        #expect(history.message(of: 0) == nil && history.message(of: 3) == nil)
    }

    /// A step typed within a burst keeps only its story: a page is shown the next kept picture
    /// with that story in place of the picture's own, after a note naming whose picture it is.
    @Test func aBurstStepShowsTheNextPictureWithItsOwnStory() {
        var history = StepHistory()
        let phone = "<section class=\"panel phone\">cart</section>\n"
        let story = { (command: String) in "<section class=\"panel story\">\(command)</section>\n" }
        let trees = "<section class=\"panel controllers\">tree</section>\n"
        history.append(label: "select Coats", title: "T1", panels: phone + story("select Coats") + trees)
        history.appendBurst(label: "select Parka", story: story("select Parka"))
        history.appendBurst(label: "tap nosuchbutton", story: story("refused"))
        history.append(label: "tap cart", title: "Coordinator Playground · Cart", panels: phone + story("tap cart") + trees)
        #expect(history.count == 4)
        #expect(
            history.message(of: 2)
                == "2 select Parka\nCoordinator Playground · Cart\n"
                + "<span class=\"burst-note\">typed in a burst: the picture is the app after step 4</span>\n"
                + phone + story("select Parka") + trees)
        #expect(
            history.message(of: 3)
                == "3 tap nosuchbutton\nCoordinator Playground · Cart\n"
                + "<span class=\"burst-note\">typed in a burst: the picture is the app after step 4</span>\n"
                + phone + story("refused") + trees)
        #expect(history.message(of: 4) == "4 tap cart\nCoordinator Playground · Cart\n" + phone + story("tap cart") + trees)
    }

    /// Past the budget a burst step's story goes too, and a page is told the picture is gone.
    @Test func anOldBurstStepLosesItsStoryPastTheBudget() {
        var history = StepHistory(budget: 100)
        history.appendBurst(
            label: "select Parka", story: "<section class=\"panel story\">" + String(repeating: "s", count: 80) + "</section>")
        history.append(
            label: "tap cart", title: "T", panels: "<section class=\"panel phone\">" + String(repeating: "p", count: 80) + "</section>")
        #expect(history.message(of: 1) == "1 select Parka\nCoordinator Playground\n")
        #expect(history.keptBytes < 120)
    }

    @Test func panelsAreCutBeforeEachSection() {
        #expect(
            StepHistory.split("<p>x</p><section a>1</section>\n<section b>2</section>\n") == [
                "<p>x</p>", "<section a>1</section>\n", "<section b>2</section>\n",
            ])
        #expect(StepHistory.split("<section a>1</section>") == ["<section a>1</section>"])
        #expect(StepHistory.split("") == [])
    }

    /// Ten thousand steps, each a drawing of 20 kB that repeats and a story of its own: the
    /// drawing is kept once, and past the budget the oldest stories go, never the newest step.
    @Test func tenThousandStepsStayWithinTheBudget() {
        let budget = 1 << 20
        var history = StepHistory(budget: budget)
        let phone = "<section class=\"panel phone\">" + String(repeating: "p", count: 20_000) + "</section>\n"
        for index in 1...10_000 {
            let story = "<section class=\"panel story\">" + String(repeating: "\(index % 10)", count: 2_000) + "#\(index)</section>\n"
            history.append(label: "select \(index)", title: "T", panels: phone + story)
        }
        #expect(history.count == 10_000)
        #expect(history.keptBytes <= budget)
        #expect(history.message(of: 10_000)?.hasSuffix("#10000</section>\n") == true)
        #expect(history.message(of: 10_000)?.contains(phone) == true)
        #expect(history.message(of: 1) == "1 select 1\nT\n")
        print(
            "view history: 10,000 steps of 22 kB each kept in \(history.keptBytes / 1024) kB (budget \(budget / 1024) kB), the newest \(history.picturedCount) with their pictures"
        )
        #expect(history.picturedCount > 400 && history.picturedCount < 10_000)
    }

    /// A real session's steps, drawn as the prompt draws them: what each costs the server, and
    /// how many of a 10,000-command session the default budget keeps whole, in this session and
    /// in the worst case, where no part of any step repeats.
    @Test func aRealSessionsStepsAreKeptCompactly() throws {
        let session = Session()
        let script = [
            "select promoted:0", "select navy", "back", "select Coats", "select Parka", "tap nosuchbutton", "back", "undo", "screen",
            "tap account", "type username pavel", "type password coordinator", "tap logIn", "open shop://profile/city", "select Kanto",
            "back", "back", "reset",
        ]
        var history = StepHistory()
        var drawnBytes = 0
        let count = 1_000
        for index in 0..<count {
            let line = script[index % script.count]
            _ = session.execute(line)
            let picture = Picture(snapshot: session.pictureSnapshot()!, story: session.lastCommandStory())
            let panels = picture.panels
            drawnBytes += panels.utf8.count
            history.append(label: line, title: picture.title, panels: panels)
        }
        let drawnPerStep = drawnBytes / count
        let keptPerStep = history.keptBytes / count
        let budget = StepHistory().budget
        print(
            """
            view history: \(count) steps of a session (\(script.count) commands over and over), \(drawnPerStep) bytes drawn per step, \
            \(keptPerStep) bytes kept per step (each part kept once), \(history.keptBytes / 1024) kB in all. Of a 10,000-command \
            session the \(budget >> 20) MB budget keeps whole the newest \(min(10_000, budget / max(keptPerStep, 1))) steps at that rate, \
            \(budget / drawnPerStep) if no part ever repeated; the rest keep their commands
            """)
        #expect(history.keptBytes * 4 < drawnBytes)
        #expect(history.count == count && history.picturedCount == count)
    }

    /// `/steps/N` answers step N as a page receives it, and nothing for a step there is not; the
    /// service worker is served as JavaScript.
    @Test func eachStepIsServedAtItsAddress() async throws {
        let server = try await ViewServerTests.server()
        let port = server.port
        server.publish(ViewServerTests.accountShown, label: "tap account")
        server.publish(ViewServerTests.cartShown, label: "tap cart")
        let second = try await offThePool { try LoopbackClient(port: port).request("GET", "/steps/2", port: port) }
        #expect(second.status == 200)
        #expect(second.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(
            second.body == "2 tap account\n" + ViewServerTests.accountShown.title + "\n" + ViewServerTests.accountShown.panels)
        for missing in ["/steps/0", "/steps/4", "/steps/x", "/steps/"] {
            let reply = try await offThePool { try LoopbackClient(port: port).request("GET", missing, port: port) }
            #expect(reply.status == 404, "\(missing)")
        }
        let worker = try await offThePool { try LoopbackClient(port: port).request("GET", "/offline-worker.js", port: port) }
        #expect(worker.status == 200 && worker.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(worker.body.contains("The playground is not running") && worker.body.contains("mode !== \"navigate\""))
        #expect(server.historySize.steps == 3)
        await server.stop()
    }
}
