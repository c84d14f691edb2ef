/// The lesson panel as HTML: the lesson and step as a heading, each goal on a line of its own
/// with ✓ or ✗ (in words too, for a screen reader), what to type once they are all met, and
/// the step's text folded away, since the prompt prints it already.
enum LessonSection {
    static func html(of lesson: LessonPanel) -> String {
        let met = lesson.goals.count(where: \.isMet)
        var html = """
            <section class="panel lesson" aria-label="The lesson step">
            <h2>\(SVGText.escaped(lesson.lesson))</h2>
            <p class="step">\(SVGText.escaped(lesson.step))</p>
            <ul class="goals">

            """
        for goal in lesson.goals {
            let mark = goal.isMet ? "✓" : "✗"
            let state = goal.isMet ? "met" : "not met"
            html += "<li class=\"\(goal.isMet ? "met" : "unmet")\"><span class=\"mark\" aria-label=\"\(state)\">\(mark)</span> "
            html += SVGText.escaped(goal.text)
            if let check = goal.check { html += " <span class=\"check\">\(SVGText.escaped(check))</span>" }
            html += "</li>\n"
        }
        html += "</ul>\n"
        let summary =
            lesson.isDone
            ? "Every goal is met: type <code>next</code> at the prompt."
            : "\(met) of \(lesson.goals.count) goals met. At the prompt, <code>hint</code> helps."
        html += "<p class=\"legend\">\(summary)</p>\n"
        if !lesson.prose.isEmpty {
            html += "<details><summary>The step</summary><div class=\"prose\">\(SVGText.escaped(lesson.prose))</div></details>\n"
        }
        return html + "</section>\n\n"
    }

    static let style = """
        .panel.lesson h2 { text-transform: none; letter-spacing: 0; font-size: 14px; }
        .lesson .step { font-size: 15px; font-weight: 600; margin: 0 0 6px; }
        .goals { list-style: none; margin: 0; padding: 0; font-size: 14px; line-height: 1.5; }
        .goals .mark { display: inline-block; width: 1.2em; font-weight: 700; }
        .goals .met .mark { color: #1f8a3b; }
        .goals .unmet .mark { color: #d12c2c; }
        .goals .check { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; color: #636366; }
        .lesson details { margin-top: 8px; font-size: 13px; }
        .lesson .prose { white-space: pre-wrap; line-height: 1.45; max-width: 100ch; margin-top: 6px; }
        """
}
