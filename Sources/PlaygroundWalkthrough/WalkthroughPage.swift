import PlaygroundPicture

/// A walkthrough as one self-contained page: a frame per command, each with the command, what it
/// printed and the picture after it, stepped with the arrow keys (← →, Home, End) or the strip
/// of step numbers, where a frame that differs is red. A small inline script shows one frame at a
/// time; without it every frame shows, one under another. Nothing is loaded from elsewhere (the
/// content security policy forbids it), so a report kept by CI opens offline.
enum WalkthroughPage {
    static func html(of walkthrough: Walkthrough) -> String {
        let title = SVGText.escaped(walkthrough.title)
        let count = walkthrough.frames.count
        let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"
        var page =
            PageHead.html(title: walkthrough.title, policy: policy, style: Picture.style + "\n" + style) + """
                <body data-opening="\(walkthrough.openingFrame)">
                <header>
                <h1>\(title)</h1>
                <p class="summary\(walkthrough.failed ? " failed" : "")">\(SVGText.escaped(walkthrough.summary))</p>

                """
        if count > 1 {
            page += """
                <nav class="stepper" aria-label="Steps">
                <button id="previous" type="button" aria-label="Previous step">◀</button>
                <span id="position">\(count) steps</span>
                <button id="next" type="button" aria-label="Next step">▶</button>
                <span class="keys">← → step through, Home and End go to the first and last</span>
                </nav>
                <ol class="strip">

                """
            for (index, frame) in walkthrough.frames.enumerated() {
                let label = frame.command.map { "> " + $0 } ?? frame.heading ?? ""
                let marks = [frame.differs ? "differs" : nil, frame.heading != nil ? "heading" : nil].compactMap { $0 }
                let classes = marks.isEmpty ? "" : " class=\"\(marks.joined(separator: " "))\""
                page += "<li><a href=\"#step-\(index + 1)\"\(classes) title=\"\(SVGText.escaped(label))\">\(index + 1)</a></li>\n"
            }
            page += "</ol>\n"
        }
        page += "</header>\n"
        for (index, frame) in walkthrough.frames.enumerated() {
            page += self.frame(frame, number: index + 1, of: count)
        }
        if count > 1 { page += "<script>\n" + script + "</script>\n" }
        return page + "</body>\n</html>\n"
    }

    private static func frame(_ frame: Walkthrough.Frame, number: Int, of count: Int) -> String {
        var html =
            "<section class=\"frame\(frame.differs ? " differs" : "")\" id=\"step-\(number)\" aria-label=\"Step \(number) of \(count)\">\n"
        if let heading = frame.heading { html += "<h2>\(SVGText.escaped(heading))</h2>\n" }
        if !frame.text.isEmpty || !frame.notes.isEmpty || frame.command != nil {
            html += "<div class=\"terminal\">\n"
            if !frame.text.isEmpty {
                html += "<div class=\"prose\">\n" + MarkdownHTML.html(of: frame.text) + "</div>\n"
            }
            if !frame.notes.isEmpty {
                html += "<div class=\"notes\">" + SVGText.escaped(frame.notes.joined(separator: "\n")) + "</div>\n"
            }
            if let command = frame.command {
                html += "<pre>" + commandLine(command, lineNumber: frame.lineNumber)
                for line in frame.output {
                    if let markdown = line.markdown {
                        // Blocks cannot sit inside a <pre>: it closes around them and opens again.
                        html += "</pre>\n<div class=\"prose\">\n" + MarkdownHTML.html(of: markdown) + "</div>\n<pre>"
                    } else {
                        html += "\n" + outputLine(line)
                    }
                }
                html += "</pre>\n"
            }
            html += "</div>\n"
        }
        return html + "<div class=\"picture\">\n" + frame.picture.panels + "</div>\n</section>\n"
    }

    private static func commandLine(_ command: String, lineNumber: Int?) -> String {
        "<span class=\"command\">&gt; \(SVGText.escaped(command))</span>" + (lineNumber.map(fileLine) ?? "")
    }

    /// An output line; one that differs is marked − (expected, not printed) or + (printed, not
    /// expected), in words too for a screen reader, with the line of the file it belongs to.
    private static func outputLine(_ line: Walkthrough.Line) -> String {
        let text = SVGText.escaped(line.text)
        switch line.kind {
        case .normal: return text
        case .error, .warning, .trace: return "<span class=\"\(line.kind)\">\(text)</span>"
        case .expectedOnly:
            return "<span class=\"expected\"><span class=\"sign\" aria-label=\"expected, not printed\">−</span>\(text)</span>"
                + (line.lineNumber.map(fileLine) ?? "")
        case .printedOnly:
            return "<span class=\"printed\"><span class=\"sign\" aria-label=\"printed, not expected\">+</span>\(text)</span>"
        }
    }

    private static func fileLine(_ lineNumber: Int) -> String {
        "<span class=\"where\">line \(lineNumber)</span>"
    }

    private static let style = """
        .summary { font-size: 13px; color: #1f8a3b; margin: 0; flex-basis: 100%; }
        .summary.failed { color: #d12c2c; font-weight: 600; }
        .stepper { display: flex; align-items: center; gap: 8px; font-size: 13px; }
        .stepper button { font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid #c7c7cc; background: #fff; }
        .stepper .keys { color: #636366; }
        .strip { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; flex-basis: 100%; }
        .strip a { display: inline-block; min-width: 22px; padding: 1px 4px; text-align: center; font-size: 12px;
          border-radius: 4px; background: #fff; color: #1c1c1e; text-decoration: none; border: 1px solid #d1d1d6; }
        .strip a.heading { font-weight: 700; }
        .strip a.differs { background: #fde8e8; border-color: #d12c2c; color: #d12c2c; }
        .strip a[aria-current="step"] { background: #0a64d6; border-color: #0a64d6; color: #fff; }
        .frame { margin-bottom: 24px; }
        .frame h2 { font-size: 16px; margin: 0 0 8px; }
        .terminal { background: #1c1c1e; color: #f2f2f7; border-radius: 12px; padding: 10px 14px; margin-bottom: 16px;
          font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 13px; }
        .terminal pre { margin: 0; white-space: pre-wrap; font: inherit; max-height: 40vh; overflow: auto; }
        .terminal pre:empty { display: none; }
        .terminal .notes { color: #a1a1a6; white-space: pre-wrap; margin-bottom: 6px; font-family: system-ui, sans-serif; }
        .terminal .prose { color: #d1d1d6; font-family: system-ui, sans-serif; font-size: 14px; line-height: 1.45; max-width: 110ch; }
        .terminal .prose p, .terminal .prose ul, .terminal .prose ol { margin: 0 0 8px; }
        .terminal .prose ul, .terminal .prose ol { padding-left: 1.5em; }
        .terminal .prose strong { color: #fff; }
        .terminal .prose code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 0.9em;
          color: #8fc1ff; overflow-wrap: anywhere; }
        .terminal .prose pre { margin: 0 0 8px; padding: 6px 10px; border-left: 2px solid #48484a; white-space: pre; overflow-x: auto; }
        .terminal .prose pre code { color: #f2f2f7; }
        .terminal .prose a { color: #8fc1ff; }
        .terminal .command { color: #8fc1ff; font-weight: 700; }
        .terminal .error { color: #ff8a80; }
        .terminal .warning { color: #ffd27f; }
        .terminal .trace { color: #a1a1a6; }
        .terminal .expected { background: #5c1f1f; color: #ffb4ab; }
        .terminal .printed { background: #1f4d2a; color: #b4f0c0; }
        .terminal .sign { display: inline-block; width: 1.5ch; font-weight: 700; }
        .terminal .where { color: #8e8e93; font-size: 11px; margin-left: 2ch; }
        body.stepping .frame { display: none; }
        body.stepping .frame.current { display: block; }
        """

    /// Shows one frame at a time: the one the address names (`#step-3`), else the first that
    /// differs; ← and → step, Home and End jump, the strip's numbers and the buttons go there.
    /// Stepping writes the step into the address (a link to share), opening does not.
    private static let script = """
        (function () {
          var frames = document.querySelectorAll(".frame");
          var links = document.querySelectorAll(".strip a");
          var position = document.getElementById("position");
          var current = -1;
          function show(index) {
            index = Math.max(0, Math.min(frames.length - 1, index));
            if (index === current) { return; }
            if (current >= 0) { frames[current].classList.remove("current"); links[current].removeAttribute("aria-current"); }
            current = index;
            frames[current].classList.add("current");
            links[current].setAttribute("aria-current", "step");
            position.textContent = "step " + (current + 1) + " of " + frames.length;
          }
          function go(index) {
            show(index);
            if (location.hash !== "#step-" + (current + 1)) { history.replaceState(null, "", "#step-" + (current + 1)); }
          }
          function fromAddress() {
            var match = /^#step-(\\d+)$/.exec(location.hash);
            return match ? Number(match[1]) - 1 : Number(document.body.dataset.opening);
          }
          document.body.classList.add("stepping");
          show(fromAddress());
          // The address may name a step far down the page as it was before the others hid.
          window.scrollTo(0, 0);
          window.addEventListener("hashchange", function () { show(fromAddress()); });
          document.getElementById("previous").addEventListener("click", function () { go(current - 1); });
          document.getElementById("next").addEventListener("click", function () { go(current + 1); });
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            var moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: frames.length - 1 };
            if (!(event.key in moves)) { return; }
            event.preventDefault();
            go(moves[event.key]);
          });
        })();

        """
}

extension Walkthrough {
    /// The walkthrough as one self-contained page (see `WalkthroughPage`).
    package var html: String { WalkthroughPage.html(of: self) }
}
