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
        let dot = session.run("export dot")
        #expect(dot.hasPrefix("digraph app {"))
        #expect(dot.hasSuffix("}"))
        #expect(dot.contains("subgraph cluster_coordinators {"))
        #expect(dot.contains("subgraph cluster_controllers {"))
        #expect(dot.contains("\"AppCoordinator#1\" -> \"CatalogCoordinator#1\";"))
        #expect(dot.contains("\"NavigationController#1\" -> \"CategoryViewController#1\" [label=\"[1]\"];"))
        #expect(
            dot.contains(
                "\"CategoryViewController#1\" -> \"NavigationController#1\" [label=\"chain 1\", color=red, fontcolor=red, penwidth=2];"))
        #expect(dot.contains("\"CategoryViewController#1\" [label=\"CategoryViewController#1 \\\"Coats\\\"\", color=red, penwidth=2];"))
    }

    @Test func exportMermaidIsAFlowchartWithTheChainClassed() {
        let session = Session()
        session.run("tap account")
        let mermaid = lines(session.run("export mermaid"))
        #expect(mermaid[0] == "flowchart TB")
        #expect(mermaid.contains("    LoginViewController_1[\"LoginViewController#1 #quot;Log in#quot;\"]"))
        #expect(mermaid.contains("  NavigationController_1 -.->|\"presents\"| NavigationController_2"))
        #expect(mermaid.contains("  LoginViewController_1 ==>|\"chain 1\"| NavigationController_2"))
        #expect(
            mermaid.last?.hasPrefix("  class LoginViewController_1,") == true || mermaid.last?.contains("LoginViewController_1") == true)
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
            #expect(session.run("tree").contains("ProductViewController#300"))
            #expect(session.run("state").contains("ProductViewController#300"))
            #expect(session.run("export dot").contains("[300]"))
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
