import MarkdownModel

/// The lesson panel as HTML: the lesson and step as a heading, each goal on a line of its own
/// with ✓ or ✗ (in words too, for a screen reader), what to type once they are all met, and
/// beside them the step's text, open: a learner who follows the lesson on the page alone reads
/// there what to type and what to look at.
enum LessonSection {
    static func html(of lesson: LessonPanel) -> String {
        let met = lesson.goals.count(where: \.isMet)
        var html = """
            <section class="panel lesson" aria-label="The lesson step">
            <h2>\(SVGText.escaped(lesson.lesson))</h2>
            <div class="lesson-body">
            <div class="lesson-goals">
            <p class="step">\(SVGText.escaped(lesson.step))</p>
            <ul class="goals">

            """
        for goal in lesson.goals {
            let mark = goal.isMet ? "✓" : "✗"
            let state = goal.isMet ? "met" : "not met"
            html += "<li class=\"\(goal.isMet ? "met" : "unmet")\"><span class=\"mark\" aria-label=\"\(state)\">\(mark)</span> "
            html += MarkdownHTML.html(of: MarkdownSpan.spans(parsing: goal.text))
            if let check = goal.check { html += " <span class=\"check\">\(SVGText.escaped(check))</span>" }
            html += "</li>\n"
        }
        html += "</ul>\n"
        let summary =
            lesson.isDone
            ? "Every goal is met: type <code>next</code> at the prompt."
            : "\(met) of \(lesson.goals.count) goals met. At the prompt, <code>hint</code> helps."
        html += "<p class=\"legend\">\(summary)</p>\n</div>\n"
        if !lesson.prose.isEmpty {
            html += "<div class=\"prose\" aria-label=\"The step's text\">\n" + MarkdownHTML.html(of: lesson.prose) + "</div>\n"
        }
        return html + "</div>\n</section>\n\n"
    }

    static let style = """
        .panel.lesson h2 { text-transform: none; letter-spacing: 0; font-size: 14px; }
        .lesson-body { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 8px 24px; align-items: start; }
        .lesson .step { font-size: 15px; font-weight: 600; margin: 0 0 6px; }
        .goals { list-style: none; margin: 0; padding: 0; font-size: 14px; line-height: 1.5; }
        .goals .mark { display: inline-block; width: 1.2em; font-weight: 700; }
        .goals .met .mark { color: #1f8a3b; }
        .goals .unmet .mark { color: #d12c2c; }
        .goals .check { display: block; margin-left: 1.2em; font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; color: #636366; }
        .lesson code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 0.9em;
          background: #f2f2f7; border-radius: 4px; padding: 0 3px; overflow-wrap: anywhere; }
        .lesson .prose { font-size: 13px; line-height: 1.45; max-width: 110ch; }
        .lesson .prose p, .lesson .prose ul { margin: 0 0 6px; }
        .lesson .prose pre { margin: 0 0 6px; overflow-x: auto; background: #f2f2f7; border-radius: 6px; padding: 6px 8px; }
        .lesson .prose pre code { padding: 0; }
        @media (max-width: 1000px) { .lesson-body { grid-template-columns: minmax(0, 1fr); } }
        """
}
