import PlaygroundPicture
import PlaygroundTranscripts
import SafeFile

/// `replay --html DIR`: a page per transcript (each command, its output and its picture) and an
/// `index.html` that lists them, failures first, each linked to the step where it differs. CI
/// keeps the folder as the report of a failed replay.
package enum ReplayPages {
    /// The list of the pages' folder's own files, kept in it (see `OwnedFolder`).
    static let manifestName = ".replay-pages"

    /// Writes the pages into `folder`: a new one (its parent must exist), an empty one, or one
    /// these pages were written into before, where a page of the same name from the earlier run
    /// is replaced and every other file is kept. Returns the index's path.
    package static func write(_ transcripts: [ReplayedTranscript], into folder: String) throws(FileWriteError) -> String {
        var owned = try OwnedFolder(claiming: folder, manifestName: manifestName)
        let names = pageNames(for: transcripts.map(\.result.path))
        try owned.claim(names + ["index.html"])
        var entries: [(name: String, walkthrough: Walkthrough)] = []
        for (replayed, name) in zip(transcripts, names) {
            let walkthrough = Walkthrough(replayed)
            try owned.replace(name, with: walkthrough.html.utf8)
            entries.append((name, walkthrough))
        }
        try owned.replace("index.html", with: indexPage(entries).utf8)
        return owned.path + "/index.html"
    }

    /// `flow-cart.html` for `transcripts/flow-cart.transcript`; a name two files share gets
    /// `-2`, `-3` after it, in path order.
    static func pageNames(for paths: [String]) -> [String] {
        var taken: Set<String> = ["index.html"]
        return paths.map { path in
            var base = String(path.split(separator: "/").last ?? "transcript")
            if base.hasSuffix(".transcript") { base.removeLast(".transcript".count) }
            if base.isEmpty || base.hasPrefix(".") { base = "transcript" + base }
            var name = base + ".html"
            var number = 2
            while !taken.insert(name).inserted {
                name = "\(base)-\(number).html"
                number += 1
            }
            return name
        }
    }

    private static let indexStyle = """
        :root { color-scheme: light; background: #f2f2f7; color: #1c1c1e;
          font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; }
        body { margin: 0; padding: 12px 16px 24px; max-width: 70rem; }
        h1 { font-size: 18px; }
        ul { list-style: none; padding: 0; }
        li { margin: 4px 0; font-size: 14px; }
        .failed { color: #d12c2c; }
        .passed { color: #1f8a3b; }
        .summary { color: #636366; font-size: 13px; }
        """

    private static func indexPage(_ entries: [(name: String, walkthrough: Walkthrough)]) -> String {
        let failed = entries.filter { $0.walkthrough.failed }
        let summary = "\(entries.count - failed.count) passed, \(failed.count) failed"
        var page =
            PageHead.html(title: "Replay: \(summary)", policy: "default-src 'none'; style-src 'unsafe-inline'", style: indexStyle) + """
                <body>
                <h1>Replay: \(summary)</h1>
                <p class="summary">Each page steps through one transcript: every command, what it printed, and the picture of the app after it. A failure opens at the first step that differs.</p>
                <ul>

                """
        for entry in failed + entries.filter({ !$0.walkthrough.failed }) {
            let walkthrough = entry.walkthrough
            let mark = walkthrough.failed ? "<span class=\"failed\">✗</span>" : "<span class=\"passed\">✓</span>"
            let anchor = walkthrough.failed && !walkthrough.frames.isEmpty ? "#step-\(walkthrough.openingFrame + 1)" : ""
            page += "<li>\(mark) <a href=\"\(SVGText.escaped(entry.name + anchor))\">\(SVGText.escaped(walkthrough.title))</a>"
            if walkthrough.failed { page += " <span class=\"failed\">\(SVGText.escaped(walkthrough.summary))</span>" }
            page += "</li>\n"
        }
        return page + "</ul>\n</body>\n</html>\n"
    }
}
