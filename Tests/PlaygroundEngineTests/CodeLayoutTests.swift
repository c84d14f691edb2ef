import Testing

@testable import PlaygroundEngine
@testable import TextLayout

/// Source laid out for a screen (`code`, a lesson's code block): a line too wide is cut between
/// tokens, marked, and goes on indented under itself; comments are reflowed as prose.
@Suite("Code layout")
struct CodeLayoutTests {
    private func laidOut(_ code: String, width: Int) -> [String] {
        TextLayout.lines(
            of: code.split(separator: "\n", omittingEmptySubsequences: false).map { OutputLine(String($0), kind: .code) }, width: width,
            plain: true
        )
        .map(\.text)
    }

    @Test("A line that fits is shown as written")
    func fittingLines() {
        let code = "func start() {\n    display(initialPage)   // the first page\n}"
        #expect(laidOut(code, width: 60) == code.split(separator: "\n").map(String.init))
    }

    @Test("A string literal is never split while it fits on a row: the line is cut before it, marked ↩, and goes on after ↪")
    func literalsStayWhole() {
        let line =
            #"        let home = kept == nil ? "takes the main stack back with a new home screen" : "takes the main stack back to its home screen""#
        #expect(
            laidOut(line, width: 80) == [
                #"        let home = kept == nil ? ↩"#,
                #"          ↪ "takes the main stack back with a new home screen" : ↩"#,
                #"          ↪ "takes the main stack back to its home screen""#,
            ])
    }

    @Test("An interpolation is part of its literal, and a name is never split")
    func interpolationsAndNames() {
        let line = #"                return .replied(to: fetch, with: products, "answered \(products.count) promoted products")"#
        let rows = laidOut(line, width: 80)
        #expect(
            rows == [
                "                return .replied(to: fetch, with: products, ↩",
                #"                  ↪ "answered \(products.count) promoted products")"#,
            ])
        let names = "    override func receive(_ message: any Message, from sender: Responder) async throws -> Handling {"
        for width in [40, 60, 80] {
            let cut = laidOut(names, width: width)
            #expect(cut.allSatisfy { $0.terminalCells <= width })
            // Every row but the last ends at a space before the mark: no token is cut in two.
            #expect(cut.dropLast().allSatisfy { $0.hasSuffix(" ↩") })
            #expect(cut.dropFirst().allSatisfy { $0.hasPrefix("      ↪ ") })
            let rejoined = ([cut[0]] + cut.dropFirst().map { String($0.dropFirst(8)) }).map {
                $0.hasSuffix(" ↩") ? String($0.dropLast(2)) : $0
            }
            #expect(rejoined.joined(separator: " ") == names)
        }
    }

    @Test("A path wider than a row is cut after a slash, not in a name")
    func pathsCutAtSlashes() {
        let location = "// Sources/ExampleApp/Coordinators/NavigationCoordinator+UpdateableWithUser.swift:12"
        #expect(
            laidOut(location, width: 60) == [
                "// Sources/ExampleApp/Coordinators/↩",
                "  ↪ NavigationCoordinator+UpdateableWithUser.swift:12",
            ])
        #expect(
            laidOut("// Sources/ExampleApp/Coordinators/CatalogCoordinator.swift:7", width: 60) == [
                "// Sources/ExampleApp/Coordinators/↩",
                "  ↪ CatalogCoordinator.swift:7",
            ])
        // A location that fits a row after `//` goes on as a comment of its own.
        #expect(
            laidOut("// Sources/ExampleApp/Coordinators/AccountCoordinator.swift:47, in AccountCoordinator", width: 70) == [
                "// Sources/ExampleApp/Coordinators/AccountCoordinator.swift:47, in",
                "// AccountCoordinator",
            ])
    }

    @Test("A trailing comment that fits on a row of its own moves there whole")
    func trailingComments() {
        let line = "    init(navigationController: UINavigationController, input: Input)   // mode, user"
        #expect(
            laidOut(line, width: 76) == [
                "    init(navigationController: UINavigationController, input: Input) ↩",
                "      ↪ // mode, user",
            ])
        // One too long for a row starts a row, and is cut in its words, never between `//` and the first.
        let long = "    var onFinish: ((Result) -> Void)?    // .city(City), .workCities([City]) or .cancelled"
        #expect(
            laidOut(long, width: 56) == [
                "    var onFinish: ((Result) -> Void)? ↩",
                "      ↪ // .city(City), .workCities([City]) or ↩",
                "      ↪ .cancelled",
            ])
    }

    @Test("Doc comments are reflowed as paragraphs, each row keeping its ///; a blank /// and an indented line keep their place")
    func docCommentsReflow() {
        let doc = """
                /// Takes the main stack back to a home screen and shows `page` on it. The home screen at
                /// the bottom of the stack is kept.
                ///
                ///     1  ProductViewController#1   view controller
                func display(_ page: Page) {
            """
        #expect(
            laidOut(doc, width: 60) == [
                "    /// Takes the main stack back to a home screen and shows",
                "    /// `page` on it. The home screen at the bottom of the",
                "    /// stack is kept.",
                "    ///",
                "    ///     1  ProductViewController#1   view controller",
                "    func display(_ page: Page) {",
            ])
        #expect(
            laidOut(doc, width: 132)[0]
                == "    /// Takes the main stack back to a home screen and shows `page` on it. The home screen at the bottom of the stack is kept."
        )
    }

    @Test("A line comment too wide goes on as comments")
    func lineComments() {
        let comment = "            // The broken way: dismiss, and go on below in the same turn as if the sheet were gone."
        #expect(
            laidOut(comment, width: 80) == [
                "            // The broken way: dismiss, and go on below in the same turn as if",
                "            // the sheet were gone.",
            ])
    }

    @Test("The scan finds literals (interpolations and nested literals included) and where a comment starts")
    func scan() {
        let line = #"let a = "x \(f("y z")) w" + b // note"#
        let scalars = Array(line.unicodeScalars)
        let scan = SwiftLineScan(scalars, startsInMultilineLiteral: false)
        let literal = String(String.UnicodeScalarView(zip(scalars, scan.inLiteral).filter(\.1).map(\.0)))
        #expect(literal == #""x \(f("y z")) w""#)
        #expect(scan.commentStart == line.distance(from: line.startIndex, to: line.range(of: "//")!.lowerBound))
        let opening = SwiftLineScan(Array(#"let text = """"#.unicodeScalars), startsInMultilineLiteral: false)
        #expect(opening.endsInMultilineLiteral)
        let inside = SwiftLineScan(Array("    a // not a comment".unicodeScalars), startsInMultilineLiteral: true)
        #expect(inside.commentStart == nil && inside.inLiteral.allSatisfy { $0 })
    }

    @Test("A lesson's code block is cut the same way, beside its rule: lesson 7's trailing comment stays whole")
    func lessonCodeBlocks() {
        let markdown = """
            ```swift
            final class CityPickerCoordinator: NavigationCoordinator {
                init(navigationController: UINavigationController, input: Input)   // mode, user
                var onFinish: ((Result) -> Void)?    // .city(City), .workCities([City]) or .cancelled
            }
            ```
            """
        #expect(
            TextLayout.lines(of: [OutputLine(markdown, kind: .markdown)], width: 80, plain: true).map(\.text) == [
                "  │ final class CityPickerCoordinator: NavigationCoordinator {",
                "  │     init(navigationController: UINavigationController, input: Input) ↩",
                "  │       ↪ // mode, user",
                "  │     var onFinish: ((Result) -> Void)? ↩",
                "  │       ↪ // .city(City), .workCities([City]) or .cancelled",
                "  │ }",
            ])
        let styled = TextLayout.lines(of: [OutputLine(markdown, kind: .markdown)], width: 80, plain: false)
        #expect(styled[1].spans.last == TextSpan("↩", .rule))
    }

    @Test("`code` prints source the layout cuts: every row of every width fits")
    func codeCommandFits() {
        let session = Session()
        for name in ["CatalogCoordinator", "AppCoordinator", "cartAdd", "RegionsViewController"] {
            let result = session.execute("code \(name)")
            #expect(result.lines.allSatisfy { $0.kind == .code }, "code \(name)")
            for width in [60, 80, 132] {
                let rows = TextLayout.lines(of: result.lines, width: width, plain: true).map(\.text)
                #expect(rows.allSatisfy { $0.terminalCells <= width }, "code \(name) at \(width)")
            }
        }
    }
}
