import PlaygroundEngine

/// The last command's story as HTML: the command as typed, then what it did in order, each
/// message with the responders it met numbered as `why` numbers them (passed, handled,
/// forwarded, changed, threw, each in its colour and in words), each closure output with the
/// listener it reached, each transition as it starts and ends with what UIKit calls back
/// meanwhile (indented, as the trace has them), and each warning, in the trace's words.
enum StorySection {
    static func html(of story: CommandStory?) -> String {
        var html = "<section class=\"panel story\" aria-label=\"The last command's story\">\n<h2>The last command</h2>\n"
        guard let story else {
            return html
                + "<p class=\"legend\">No command has acted on the app yet: tap, select, open a link or send a message, and what it did is told here.</p>\n</section>\n\n"
        }
        html += "<p class=\"command\"><code>\(SVGText.escaped(story.command))</code></p>\n"
        if let ending = ending(story.ending) { return html + ending + "</section>\n\n" }
        if story.events.isEmpty {
            html += "<p class=\"quiet\">It sent no message, fired no closure output and moved no screen.</p>\n"
        } else {
            html += "<ol class=\"events\">\n"
            for event in story.events { html += item(event) }
            html += "</ol>\n"
        }
        html += """
            <p class="legend">In the order it happened. A message climbs the chain from its sender: each responder \
            passes it on, or handles, forwards or changes it; the same marks are on the trees. A closure output goes \
            straight to the method its coordinator wired it to.</p>
            </section>


            """
        return html
    }

    /// What a command that did not act became, as a paragraph; nil for one that acted.
    private static func ending(_ ending: CommandStory.Ending) -> String? {
        switch ending {
        case .acted:
            return nil
        case .refused(let error):
            return "<p class=\"refused\">\(SVGText.escaped(error))</p>\n"
                + "<p class=\"legend\">Refused: the app is as it was before the command.</p>\n"
        case .undid(let line?):
            return "<p class=\"quiet\">Took back <code>\(SVGText.escaped(line))</code>: the app is as it was before it.</p>\n"
        case .undid(nil):
            return "<p class=\"quiet\">Nothing to take back: no command has changed the app since it launched.</p>\n"
        case .startedOver(let app?):
            return "<p class=\"quiet\">A freshly launched \(SVGText.escaped(app)) app: what came before is forgotten.</p>\n"
        case .startedOver(nil):
            return "<p class=\"quiet\">The app launched afresh: every command since the start is forgotten.</p>\n"
        }
    }

    private static func item(_ event: CommandStory.Event) -> String {
        switch event {
        case .message(let journey):
            var html = "<li class=\"message\"><span class=\"kind\">message</span> <code>\(SVGText.escaped(journey.message))</code>"
            html += " from <code>\(SVGText.escaped(journey.sender.description))</code>\n<ol class=\"hops\">\n"
            for hop in journey.hops {
                let (name, note) = words(for: hop.outcome)
                html += "<li class=\"\(name)\"><code>\(SVGText.escaped(hop.responder.description))</code> "
                html += "<span class=\"outcome\">\(name)</span>"
                if let note, !note.isEmpty { html += ": " + SVGText.escaped(note) }
                html += "</li>\n"
            }
            if !journey.hops.contains(where: \.outcome.ends) {
                html += "<li class=\"unhandled\">nobody handled it: the chain ran out</li>\n"
            }
            return html + "</ol></li>\n"
        case .output(let owner, let output, let wiring):
            let target = wiring.map { "<code>\(SVGText.escaped("\($0.listener).\($0.method)"))</code>" } ?? "nothing (not wired)"
            return
                "<li class=\"output\"><span class=\"kind\">closure output</span> <span class=\"trace-mark\">~</span> <code>\(SVGText.escaped("\(owner).\(output)"))</code> → \(target)</li>\n"
        case .transition(let kind, let line):
            // Each line starts with the trace's own mark, so a step's text that quotes the trace
            // (`» … hands the user`, `~ … push`) can be followed here.
            let (name, label, mark) =
                switch kind {
                case .navigation, .presentation, .tabSelection: ("transition", "transition", "~")
                case .end: ("transition end", "ends", "~")
                case .callback: ("callback", "UIKit calls", "~")
                case .decision: ("decision", "decision", "»")
                case .other: ("app", "the app", "~")
                }
            return
                "<li class=\"\(name)\"><span class=\"kind\">\(label)</span> <span class=\"trace-mark\">\(mark)</span> \(SVGText.escaped(line))</li>\n"
        case .warning(let message):
            return "<li class=\"warning\"><span class=\"kind\">warning</span> \(SVGText.escaped(message))</li>\n"
        }
    }

    /// The outcome's name, which is also its class, and the handler's note.
    static func words(for outcome: CommandStory.Outcome) -> (name: String, note: String?) {
        switch outcome {
        case .passed: ("passed", nil)
        case .handled(let note): ("handled", note)
        case .forwarded(let note): ("forwarded", note)
        case .changed(let note): ("changed", note)
        case .threw(let error): ("threw", error)
        }
    }

    static let style = """
        .panel.story .command { margin: 0 0 6px; font-size: 15px; }
        .story .quiet { font-size: 13px; color: #3a3a3c; margin: 0; }
        .story ol { margin: 0; padding-left: 1.6em; font-size: 13px; line-height: 1.45; }
        .story .events > li { margin-bottom: 4px; }
        .story .kind { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: #636366; }
        .story code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; overflow-wrap: anywhere; }
        .story .hops .outcome { font-weight: 600; }
        .story .hops .passed .outcome { color: #8e8e93; }
        .story .hops .handled .outcome { color: #1f8a3b; }
        .story .hops .forwarded .outcome { color: #0a64d6; }
        .story .hops .changed .outcome { color: #8a3ab9; }
        .story .hops .threw .outcome, .story .unhandled, .story .warning, .story .refused { color: #d12c2c; }
        .story .refused { font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }
        .story .hops .unhandled { list-style: none; }
        .story .events > .callback { margin-left: 1.2em; color: #3a3a3c; list-style: none; counter-increment: list-item 0; }
        .story .trace-mark { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; color: #636366; }
        .story .events > .decision .kind { color: #8a3ab9; }
        .story .events > .end .kind { color: #0a64d6; }
        """
}

extension CommandStory.Outcome {
    /// Whether the message stopped here: handled, or an error thrown back.
    var ends: Bool {
        switch self {
        case .handled, .threw: true
        case .passed, .forwarded, .changed: false
        }
    }
}
