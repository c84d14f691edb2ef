import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine

/// Each printed line says what kind it is, so a front end styles it without reading its text,
/// and a table's row carries its cells, so a layout can set its columns; the joined text is what
/// transcripts record.
@Suite struct OutputLineKindTests {
    @Test func theTraceIsTraceAndTheCommandsOwnLinesNormal() {
        let session = Session()
        session.run("trace on")
        let result = session.execute("select \"Cable Sweater\"")
        #expect(
            result.lines == [
                OutputLine("selected \"Cable Sweater\" in promoted"),
                OutputLine("catalogShowProduct(product: 4) from TableCell#2", kind: .trace),
                OutputLine("  1  TableCell#2             passed", cells: ["  1", "TableCell#2", "passed"], kind: .trace),
                OutputLine("  2  TableView#1             passed", cells: ["  2", "TableView#1", "passed"], kind: .trace),
                OutputLine("  3  View#3                  passed", cells: ["  3", "View#3", "passed"], kind: .trace),
                OutputLine("  4  HomeViewController#1    passed", cells: ["  4", "HomeViewController#1", "passed"], kind: .trace),
                OutputLine("  5  NavigationController#1  passed", cells: ["  5", "NavigationController#1", "passed"], kind: .trace),
                OutputLine(
                    "  6  CatalogCoordinator#1    handled: pushed Cable Sweater",
                    cells: ["  6", "CatalogCoordinator#1", "handled: pushed Cable Sweater"], kind: .trace),
                OutputLine("~ NavigationController#1 push: HomeViewController#1 → ProductViewController#1", kind: .trace),
                OutputLine("~   delegate CatalogCoordinator#1: willShow ProductViewController#1", kind: .trace),
                OutputLine("~   viewWillDisappear: HomeViewController#1", kind: .trace),
                OutputLine("~   viewWillAppear: ProductViewController#1", kind: .trace),
                OutputLine("cartStatus from ProductViewController#1", kind: .trace),
                OutputLine("  1  ProductViewController#1  passed", cells: ["  1", "ProductViewController#1", "passed"], kind: .trace),
                OutputLine("  2  NavigationController#1   passed", cells: ["  2", "NavigationController#1", "passed"], kind: .trace),
                OutputLine("  3  CatalogCoordinator#1     passed", cells: ["  3", "CatalogCoordinator#1", "passed"], kind: .trace),
                OutputLine(
                    "  4  AppCoordinator#1         handled: the cart has 0 items",
                    cells: ["  4", "AppCoordinator#1", "handled: the cart has 0 items"], kind: .trace),
                OutputLine("~ NavigationController#1 push ends after 0.35s", kind: .trace),
                OutputLine("~   viewDidDisappear: HomeViewController#1", kind: .trace),
                OutputLine("~   viewDidAppear: ProductViewController#1", kind: .trace),
                OutputLine("~   delegate CatalogCoordinator#1: didShow ProductViewController#1", kind: .trace),
                OutputLine("now showing ProductViewController#1 \"Cable Sweater\""),
            ])
        #expect(result.output == result.lines.map(\.text).joined(separator: "\n"))
    }

    @Test func sendPrintsItsOwnDeliveryOnceEvenWithTraceOn() {
        let session = Session()
        session.run("trace on")
        let result = session.execute("send cartStatus")
        #expect(
            result.lines == [
                OutputLine("cartStatus from HomeViewController#1"),
                OutputLine("  1  HomeViewController#1    passed", cells: ["  1", "HomeViewController#1", "passed"]),
                OutputLine("  2  NavigationController#1  passed", cells: ["  2", "NavigationController#1", "passed"]),
                OutputLine("  3  CatalogCoordinator#1    passed", cells: ["  3", "CatalogCoordinator#1", "passed"]),
                OutputLine(
                    "  4  AppCoordinator#1        handled: the cart has 0 items",
                    cells: ["  4", "AppCoordinator#1", "handled: the cart has 0 items"]),
                OutputLine("reply to cartStatus: the cart has 0 items"),
            ])
    }

    @Test func aRefusedLineIsOneErrorLine() {
        let session = Session()
        let result = session.execute("send cartStatus from Nobody#9")
        #expect(
            result.lines == [
                OutputLine(
                    "error: unknown object 'Nobody#9' (name one as `objects` lists it, its type when one is alive, a section, or a control of HomeViewController#1: cart, account, buyNow1, buyNow4, promoted, categories)",
                    kind: .error)
            ])
        #expect(result.isError)
    }

    @Test func plainTextMakesNormalLinesWithARefusalsLastLineItsError() {
        #expect(CommandResult(output: "").lines == [])
        #expect(CommandResult(output: "a\n\nb").lines == [OutputLine("a"), OutputLine(""), OutputLine("b")])
        #expect(
            CommandResult(output: "why\nerror: no", isError: true).lines
                == [OutputLine("why"), OutputLine("error: no", kind: .error)])
    }

    /// `help` and `code` print what the person asked to read, which a terminal may page; what
    /// a command that acts or looks prints is never marked, however long.
    @Test func helpAndCodeAreDocumentsAndNothingElseIs() {
        let session = Session()
        for line in ["help", "help trace", "code CatalogCoordinator", "code cartAdd"] {
            let lines = session.execute(line).lines
            #expect(lines.count >= 2, "\(line)")
            #expect(lines.allSatisfy { $0.isDocument }, "\(line)")
        }
        session.run("trace all")
        for line in ["tap account", "tree", "objects --why", "state", "send accountClose", "why", "screen", "stack"] {
            let result = session.execute(line)
            #expect(!result.lines.isEmpty, "\(line)")
            #expect(!result.lines.contains { $0.isDocument }, "\(line)")
        }
        let refused = session.execute("help nothing")
        #expect(refused.isError)
        #expect(!refused.lines.contains { $0.isDocument }, "a refusal is not a document")
    }
}
