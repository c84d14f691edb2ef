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
        #expect(help.hasPrefix("usage: view [on|off]\n"))
        #expect(help.contains("http://127.0.0.1:PORT/"))
        #expect(help.contains("`view off` stops serving, as quitting does; `coordinator-playground --view` starts with it."))
        #expect(Session().run("help export").contains("`html` writes the\npicture `view` shows"))
    }
}
