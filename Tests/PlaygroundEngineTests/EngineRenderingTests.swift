import Foundation
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The pieces under the commands: pictures, JSON, tree drawing, word splitting, suggestions,
/// and renderers that stay iterative however deep the structure.
@Suite struct EngineRenderingTests {
    @Test func exportDotDrawsBothTreesAndTheChainInRed() {
        let session = Session()
        session.run("select Coats")
        #expect(
            lines(session.run("export dot")) == [
                "digraph app {",
                "  rankdir=TB;",
                "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
                "  edge [fontname=\"Helvetica\", fontsize=10];",
                "  subgraph cluster_coordinators {",
                "    label=\"coordinators\";",
                "    \"AppCoordinator#1\" [label=\"AppCoordinator#1\", color=red, penwidth=2];",
                "    \"CatalogCoordinator#1\" [label=\"CatalogCoordinator#1\", color=red, penwidth=2];",
                "  }",
                "  subgraph cluster_controllers {",
                "    label=\"controllers\";",
                "    \"Window#1\" [label=\"Window#1\", color=red, penwidth=2];",
                "    \"NavigationController#1\" [label=\"NavigationController#1\", color=red, penwidth=2];",
                "    \"HomeViewController#1\" [label=\"HomeViewController#1 \\\"Home\\\"\"];",
                "    \"CategoryViewController#1\" [label=\"CategoryViewController#1 \\\"Coats\\\"\", color=red, penwidth=2];",
                "  }",
                "  \"ShopSceneDelegate#1\" [label=\"ShopSceneDelegate#1\", color=red, penwidth=2];",
                "  \"Application#1\" [label=\"Application#1\", color=red, penwidth=2];",
                "  \"ShopAppDelegate#1\" [label=\"ShopAppDelegate#1\", color=red, penwidth=2];",
                "  \"AppCoordinator#1\" -> \"CatalogCoordinator#1\";",
                "  \"Window#1\" -> \"NavigationController#1\" [label=\"rootViewController\"];",
                "  \"NavigationController#1\" -> \"CatalogCoordinator#1\" [label=\"parentCoordinator\", style=dotted];",
                "  \"NavigationController#1\" -> \"HomeViewController#1\" [label=\"[0]\"];",
                "  \"NavigationController#1\" -> \"CategoryViewController#1\" [label=\"[1]\"];",
                "  \"AppCoordinator#1\" -> \"NavigationController#1\" [label=\"root\", style=dashed];",
                "  \"CatalogCoordinator#1\" -> \"NavigationController#1\" [label=\"root\", style=dashed];",
                "  \"CategoryViewController#1\" -> \"NavigationController#1\" [label=\"chain 1\", color=red, fontcolor=red, penwidth=2];",
                "  \"NavigationController#1\" -> \"CatalogCoordinator#1\" [label=\"chain 2\", color=red, fontcolor=red, penwidth=2];",
                "  \"CatalogCoordinator#1\" -> \"AppCoordinator#1\" [label=\"chain 3\", color=red, fontcolor=red, penwidth=2];",
                "  \"AppCoordinator#1\" -> \"ShopSceneDelegate#1\" [label=\"chain 4\", color=red, fontcolor=red, penwidth=2];",
                "  \"ShopSceneDelegate#1\" -> \"Window#1\" [label=\"chain 5\", color=red, fontcolor=red, penwidth=2];",
                "  \"Window#1\" -> \"Application#1\" [label=\"chain 6\", color=red, fontcolor=red, penwidth=2];",
                "  \"Application#1\" -> \"ShopAppDelegate#1\" [label=\"chain 7\", color=red, fontcolor=red, penwidth=2];",
                "}",
            ])
    }

    @Test func exportMermaidIsAFlowchartWithTheChainClassed() {
        let session = Session()
        session.run("tap account")
        #expect(
            lines(session.run("export mermaid")) == [
                "flowchart TB",
                "  subgraph coordinators",
                "    AppCoordinator_1[\"AppCoordinator#1\"]",
                "    CatalogCoordinator_1[\"CatalogCoordinator#1\"]",
                "    AccountCoordinator_1[\"AccountCoordinator#1\"]",
                "  end",
                "  subgraph controllers",
                "    Window_1[\"Window#1\"]",
                "    NavigationController_1[\"NavigationController#1\"]",
                "    HomeViewController_1[\"HomeViewController#1 #quot;Home#quot;\"]",
                "    NavigationController_2[\"NavigationController#2\"]",
                "    LoginViewController_1[\"LoginViewController#1 #quot;Log in#quot;\"]",
                "  end",
                "  ShopSceneDelegate_1[\"ShopSceneDelegate#1\"]",
                "  Application_1[\"Application#1\"]",
                "  ShopAppDelegate_1[\"ShopAppDelegate#1\"]",
                "  AppCoordinator_1 --> CatalogCoordinator_1",
                "  AppCoordinator_1 --> AccountCoordinator_1",
                "  Window_1 -->|\"rootViewController\"| NavigationController_1",
                "  NavigationController_1 -.->|\"parentCoordinator\"| CatalogCoordinator_1",
                "  NavigationController_1 -->|\"[0]\"| HomeViewController_1",
                "  NavigationController_1 -.->|\"presents\"| NavigationController_2",
                "  NavigationController_2 -.->|\"parentCoordinator\"| AccountCoordinator_1",
                "  NavigationController_2 -->|\"[0]\"| LoginViewController_1",
                "  AppCoordinator_1 -.->|\"root\"| NavigationController_1",
                "  CatalogCoordinator_1 -.->|\"root\"| NavigationController_1",
                "  AccountCoordinator_1 -.->|\"root\"| NavigationController_2",
                "  LoginViewController_1 ==>|\"chain 1\"| NavigationController_2",
                "  NavigationController_2 ==>|\"chain 2\"| AccountCoordinator_1",
                "  AccountCoordinator_1 ==>|\"chain 3\"| AppCoordinator_1",
                "  AppCoordinator_1 ==>|\"chain 4\"| ShopSceneDelegate_1",
                "  ShopSceneDelegate_1 ==>|\"chain 5\"| Window_1",
                "  Window_1 ==>|\"chain 6\"| Application_1",
                "  Application_1 ==>|\"chain 7\"| ShopAppDelegate_1",
                "  classDef chain stroke:#d00,stroke-width:3px",
                "  class AppCoordinator_1,AccountCoordinator_1,Window_1,NavigationController_2,LoginViewController_1,ShopSceneDelegate_1,Application_1,ShopAppDelegate_1 chain",
            ])
    }

    @Test func exportToAFileAsksTheFrontEndToWriteIt() {
        let session = Session()
        let printed = session.run("export mermaid")
        let result = session.execute("export mermaid docs/app.mmd")
        #expect(result.output == "wrote the mermaid picture to docs/app.mmd")
        #expect(result.fileToWrite == FileWrite(path: "docs/app.mmd", contents: printed + "\n"))
        #expect(session.execute("export dot").fileToWrite == nil)
    }

    @Test func theJSONWriterEscapesAndKeepsUTF8() {
        let value = SnapshotValue.members([
            "name": .string("Павел \"P\"\n\t\u{1}"), "list": .array([]), "map": .object([]), "n": .int(-3), "x": .double(1.5),
            "b": .bool(true), "z": .null,
        ])
        #expect(
            JSONWriter.pretty(value) == """
                {
                  "name": "Павел \\"P\\"\\n\\t\\u0001",
                  "list": [],
                  "map": {},
                  "n": -3,
                  "x": 1.5,
                  "b": true,
                  "z": null
                }
                """)
    }

    @Test func deepStructuresRenderWithoutRecursion() throws {
        let depth = 10_000
        var value = SnapshotValue.int(0)
        for _ in 0..<depth { value = .array([value]) }
        let clock = ContinuousClock()
        let start = clock.now
        let json = JSONWriter.pretty(value)
        #expect(json.hasPrefix("[\n  [\n    ["))
        #expect(json.split(separator: "\n").count == 2 * depth + 1)
        #expect(try JSONSerialization.jsonObject(with: Data(JSONWriter.pretty(.array([.members(["a": .int(1)])])).utf8)) is [Any])

        let lines = TreeWalk.draw([0], children: { $0 < depth ? [$0 + 1] : [] }, lines: { ["node \($0)"] })
        #expect(lines.count == depth + 1)
        #expect(lines[3] == "      └─ node 3")
        #expect(lines.last?.hasSuffix("└─ [depth \(depth)] node \(depth)") == true)
        // Indentation stops growing, so the work is linear in the depth.
        #expect(clock.now - start < .seconds(3))
        let total = TreeWalk.fold(
            0, children: { $0 < depth ? [$0 + 1] : [] }, combine: { (node: Int, values: [Int]) in node + values.reduce(0, +) })
        #expect(total == depth * (depth + 1) / 2)
    }

    @Test func aLongNavigationStackStaysQuickToShow() {
        let session = Session()
        for _ in 0..<300 { session.run("push product 1") }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(lines(session.run("stack")).count == 303)
            #expect(lines(session.run("tree")).last?.hasSuffix(", ProductViewController#299, ProductViewController#300") == true)
            #expect(session.run("state") == StateRenderer.json(of: session.snapshot))
            #expect(
                lines(session.run("export dot")).filter { $0.hasPrefix("  \"NavigationController#1\" -> \"ProductViewController#300\"") }
                    == ["  \"NavigationController#1\" -> \"ProductViewController#300\" [label=\"[300]\"];"])
        }
        #expect(elapsed < .seconds(5))
    }

    @Test func commandWordsSplitLikeAShell() throws {
        #expect(try CommandWords.parse("type  name \"New  York\" 'it''s' a\\b") == ["type", "name", "New  York", "its", "a\\b"])
        #expect(try CommandWords.parse("say \"a \\\"quote\\\"\"") == ["say", "a \"quote\""])
        #expect(try CommandWords.parse("type name \"\"") == ["type", "name", ""])
        #expect(throws: CommandError("unclosed quote in 'say \"oops'; close it: say \"oops\"")) { try CommandWords.parse("say \"oops") }
        let partial = CommandWords(splitting: "select \"New Yo")
        #expect(partial.words == ["select"])
        #expect(partial.partial == "New Yo")
        #expect(partial.hasOpenQuote)
    }

    @Test func suggestionsAreTyposNotDifferentWords() {
        #expect(Suggestion.closest(to: "tre", among: ["tree", "trace"]) == "tree")
        #expect(Suggestion.closest(to: "ProductViewControler#3", among: ["ProductViewController#3"]) == "ProductViewController#3")
        #expect(Suggestion.closest(to: "xyz", among: ["tree", "trace"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
    }
}
