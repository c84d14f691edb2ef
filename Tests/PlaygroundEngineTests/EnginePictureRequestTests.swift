import TestSupport
import Testing

@testable import PlaygroundEngine

/// `view` and `export html` draw nothing in the engine: they ask the front end, which has the
/// picture and the outside world (a server, a file). The request is the whole of what they do:
/// no line of the machine's, no change to the app or the log.
@Suite struct EnginePictureRequestTests {
    @Test func viewAsksTheFrontEndToServeAndViewOffToStop() {
        let session = Session()
        session.run("select Coats")
        let before = session.appSnapshot()
        for (line, request) in [("view", PictureRequest.startView), ("view on", .startView), ("VIEW OFF", .stopView), ("v", .startView)] {
            let result = session.execute(line)
            #expect(result == CommandResult(lines: [], picture: request), "\(line)")
        }
        #expect(session.appSnapshot() == before)
        #expect(session.log == ["select Coats"])
    }

    @Test func exportHTMLAsksForThePageToBeWrittenWithTheOverwriteRuleOfEveryExport() {
        let session = Session()
        let result = session.execute("export html docs/shop.html")
        #expect(result.output == "wrote the html page to docs/shop.html")
        #expect(result.picture == .writePage(path: "docs/shop.html", replacing: false))
        #expect(result.fileToWrite == nil)
        #expect(session.execute("export HTML shop.html --force").picture == .writePage(path: "shop.html", replacing: true))
        #expect(session.refuse("export html --force") == "error: --force goes after the FILE it lets replace: export html FILE --force")
        #expect(session.execute("export dot").picture == nil)
        #expect(session.log.isEmpty)
    }

    @Test func helpSaysWhatThePageShowsAndWhereItIs() {
        let help = Session().run("help view")
        #expect(
            lines(help) == [
                "usage: view [on|off]",
                "show the app live in a browser: the phone, the coordinator tree and the controllers, redrawn after every command",
                "",
                "Serves a page on this machine alone and prints its address (http://127.0.0.1:PORT/, the",
                "first free port from 8600); open it in a browser. After every command the page redraws by",
                "itself, without reloading: the phone shows the visible screen as `screen` does, with what",
                "it is presented over; the coordinator tree marks the active coordinator and stale screens;",
                "the controller tree shows the stacks and presentations; the chain a message from the",
                "visible screen climbs is numbered in red on both; in a lesson, the step and its goals, each",
                "✓ or ✗. The page is read-only and self-contained (nothing is fetched from elsewhere).",
                "",
                "`view off` stops serving, as quitting does; `coordinator-playground --view` starts with it.",
                "",
                "Example: `view`",
            ])
        #expect(
            lines(Session().run("help export")).dropFirst(6).prefix(3) == [
                "chain a message from the visible screen would climb is drawn in red. `html` writes the",
                "picture `view` shows (the phone, both trees and the chain, and the lesson step in a lesson)",
                "as one self-contained page that needs nothing else to open, offline too; it needs a FILE",
            ])
    }
}
