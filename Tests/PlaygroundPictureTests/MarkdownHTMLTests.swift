import MarkdownModel
import PlaygroundPicture
import Testing

/// The pages draw a lesson's blocks as HTML: every text escaped, whatever the file says, and a
/// link a link only to a web address.
@Suite struct MarkdownHTMLTests {
    @Test func eachBlockAndSpanAsHTML() {
        let markdown = """
            #### Why

            Type `tree`, **then** *look*; see [the talk](https://example.com/talk).

            3. three
            4. four

            - one

            ```swift
            let x = 1
            ```
            """
        #expect(
            MarkdownHTML.html(of: MarkdownDocument(parsing: markdown)) == """
                <h6>Why</h6>
                <p>Type <code>tree</code>, <strong>then</strong> <em>look</em>; see <a href="https://example.com/talk">the talk</a>.</p>
                <ol start="3"><li>three</li><li>four</li></ol>
                <ul><li>one</li></ul>
                <pre><code data-language="swift">let x = 1</code></pre>

                """)
    }

    @Test func markupInAnyPartIsText() {
        let markdown = """
            <script>alert(1)</script> `<b>` **<i>** *"q"* [<x>](javascript:alert(1)) [y](https://e.example/"onmouseover=alert(1))

            - <img src=x onerror=alert(1)>

            ```swift"><script>
            </code></pre><script>alert(2)</script>
            ```
            """
        let html = MarkdownHTML.html(of: MarkdownDocument(parsing: markdown))
        #expect(
            html == """
                <p>&lt;script&gt;alert(1)&lt;/script&gt; <code>&lt;b&gt;</code> <strong>&lt;i&gt;</strong> <em>&quot;q&quot;</em> \
                &lt;x&gt; (javascript:alert(1)) <a href="https://e.example/&quot;onmouseover=alert(1">y</a>)</p>
                <ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>
                <pre><code data-language="swift&quot;&gt;&lt;script&gt;">&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;</code></pre>

                """)
        #expect(!html.contains("<script") && !html.contains("href=\"javascript"))
    }
}
