import Testing

@testable import SourceReading

/// How `code` reads Swift: strings and comments never count as structure, and declarations are
/// cut with their doc comments and attributes, whatever their layout.
@Suite struct SwiftSourceTests {
    @Test func commentsStringsAndInterpolationsAreBlankedNewlinesKept() {
        let text = #"""
            let a = "{ \("}" + "(") }" // { not code
            /* { /* nested */ still } */ let b = #"raw " { "#
            let c = """
                { multi
                """
            """#
        let blanked = SwiftSource.blankingCommentsAndStrings(text)
        #expect(
            blanked.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!blanked.contains("{") && !blanked.contains("}"))
        #expect(blanked.contains("let a =") && blanked.contains("let b =") && blanked.contains("let c ="))
    }

    @Test func declarationsKeepTheirDocAttributesAndContinuationLines() {
        let source = SwiftSource(
            path: "Sample.swift",
            text: """
                import Thing

                /// A sample.
                final class Sample: Base<Int>, Proto where Base: Any {
                    // MARK: Parts

                    /// The first.
                    private(set) weak var first: Sample?
                    var onDone: (() -> Void)?

                    @discardableResult
                    static func make(
                        named name: String
                    ) throws(Failure)
                        -> Sample
                    {
                        let text = "}"
                        return Sample()
                    }

                    struct Inner { let value: Int }
                }

                extension Sample: Other {}
                """)
        let names = source.declarations.map { "\($0.keyword) \($0.name)" }
        #expect(names == ["class Sample", "extension Sample"])
        let sample = source.declarations[0]
        #expect(sample.inherited == ["Base", "Proto"])
        #expect(sample.lines == 2..<22)
        #expect(sample.firstCodeLine == 3)
        #expect(sample.members.map { "\($0.keyword) \($0.name)" } == ["var first", "var onDone", "func make", "struct Inner"])
        #expect(sample.members[0].lines == 6..<8)
        #expect(sample.members[0].modifiers == ["private", "weak"])
        #expect(sample.members[2].lines == 10..<19)
        #expect(sample.members[2].modifiers == ["static"])
        #expect(source.declarations[1].inherited == ["Other"])
    }
}
