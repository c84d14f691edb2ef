/// The page that shows a picture: the three panels side by side on a window wider than
/// 1500 px; the phone beside the two trees, one over the other, from 700 px (at 1280 × 800 the
/// trees get the width their text needs to stay readable); all three one under another below
/// 700 px, as on a phone. Each drawing at its natural size, so that no text is under 12 px: one
/// wider than its panel scrolls sideways in it. Inline CSS; a content security policy that lets the page load
/// nothing from anywhere, so that what a learner sees offline is the whole page.
enum PicturePage {
    static func document(title: String, panels: String, liveUpdatesPath: String?) -> String {
        let policy =
            liveUpdatesPath == nil
            ? "default-src 'none'; style-src 'unsafe-inline'"
            : "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self' ws://127.0.0.1:*"
        var page =
            PageHead.html(title: title, policy: policy, style: style) + """
                <body>
                <header>
                <h1>Coordinator Playground</h1>

                """
        page += liveUpdatesPath == nil ? "" : "<p id=\"status\">connecting…</p>\n"
        page += "</header>\n<main id=\"picture\" class=\"picture\">\n" + panels + "</main>\n"
        if let liveUpdatesPath { page += "<script>\n" + script(path: liveUpdatesPath) + "</script>\n" }
        return page + "</body>\n</html>\n"
    }

    /// The three drawings, each a heading, its drawing and a line saying how to read it, and the
    /// last command's story beside the coordinator tree; under the phone, the screens it covers on
    /// its stack; in a lesson, the step's panel above them.
    static func panels(of picture: Picture) -> String {
        let difference = picture.difference
        let coordinators = picture.coordinatorTree(difference)
        let controllers = picture.controllerTree(difference)
        return (picture.lesson.map(LessonSection.html) ?? "")
            + panel(
                "phone", heading: "The phone", drawing: picture.drawPhone(difference),
                legend: Legend.phone(newOrChanged: !difference.newScreens.isEmpty || !difference.changedItems.isEmpty),
                after: CoveredScreensSection.html(of: picture.snapshot))
            + panel(
                "coordinators", heading: "Coordinators", drawing: picture.drawCoordinators(coordinators, difference),
                legend: Legend.coordinators(coordinators))
            + StorySection.html(of: picture.story)
            + panel(
                "controllers", heading: "Controllers", drawing: picture.drawControllers(controllers),
                legend: Legend.controllers(controllers))
    }

    private static func panel(_ name: String, heading: String, drawing: String, legend: String, after: String = "") -> String {
        """
        <section class="panel \(name)">
        <h2>\(heading)</h2>
        <div class="drawing">
        \(drawing)
        </div>
        <p class="legend">\(legend)</p>
        \(after)</section>

        """
    }

    /// The page's CSS: the panels laid out in a `.picture` element, and the page around them.
    static let style = """
        :root { color-scheme: light; background: #f2f2f7; color: #1c1c1e;
          font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; }
        body { margin: 0; padding: 12px 16px 24px; }
        header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; margin-bottom: 12px; }
        h1 { font-size: 18px; margin: 0; }
        #status { font-size: 13px; color: #636366; margin: 0; }
        .picture { display: grid; grid-template-columns: 364px minmax(0, 1fr) minmax(0, 1fr);
          grid-template-areas: "phone coordinators controllers" "phone story controllers";
          grid-template-rows: auto 1fr; gap: 16px; align-items: start; }
        .picture:has(> .lesson) { grid-template-areas: "lesson lesson lesson" "phone coordinators controllers" "phone story controllers";
          grid-template-rows: auto auto 1fr; }
        .panel.lesson { grid-area: lesson; }
        .panel.phone { grid-area: phone; }
        .panel.coordinators { grid-area: coordinators; }
        .panel.story { grid-area: story; }
        .panel.controllers { grid-area: controllers; }
        .panel { background: #ffffff; border-radius: 12px; padding: 12px; min-width: 0;
          box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08); }
        .panel h2 { font-size: 14px; font-weight: 600; color: #3a3a3c; margin: 0 0 8px; }
        .drawing { overflow-x: auto; overflow-y: hidden; }
        .drawing > svg { display: block; max-width: none; margin: 0 auto; }
        .legend { font-size: 12px; line-height: 1.4; color: #636366; margin: 8px 0 0; }
        \(LessonSection.style)
        \(StorySection.style)
        \(CoveredScreensSection.style)
        @media (max-width: 1500px) {
          .picture { grid-template-columns: 364px minmax(0, 1fr);
            grid-template-areas: "phone coordinators" "phone story" "phone controllers"; grid-template-rows: auto auto 1fr; }
          .picture:has(> .lesson) { grid-template-areas: "lesson lesson" "phone coordinators" "phone story" "phone controllers";
            grid-template-rows: auto auto auto 1fr; }
        }
        @media (max-width: 700px) {
          .picture { grid-template-columns: minmax(0, 1fr);
            grid-template-areas: "phone" "story" "coordinators" "controllers"; grid-template-rows: none; }
          .picture:has(> .lesson) { grid-template-areas: "lesson" "phone" "story" "coordinators" "controllers"; }
          body { padding: 8px 8px 16px; }
          .panel { padding: 8px; }
        }
        """

    /// Opens the WebSocket at `path` and swaps in each picture it is sent: a title line, then
    /// the panels. The server closes with 1001 (going away) when it stops; any other loss is
    /// retried a few times, waiting longer each time. Nothing is fetched on a timer.
    private static func script(path: String) -> String {
        """
        (function () {
          var status = document.getElementById("status");
          var picture = document.getElementById("picture");
          var attempts = 0;
          function connect() {
            var socket = new WebSocket("ws://" + location.host + \(javaScriptString(path)));
            socket.onopen = function () { attempts = 0; status.textContent = "live: redrawn after every command"; };
            socket.onmessage = function (event) {
              var split = event.data.indexOf("\\n");
              document.title = event.data.slice(0, split);
              picture.innerHTML = event.data.slice(split + 1);
            };
            socket.onclose = function (event) {
              if (event.code === 1001 || attempts >= 5) {
                status.textContent = "not live: the playground stopped showing this page (view off, or it quit)";
                return;
              }
              attempts += 1;
              status.textContent = "reconnecting…";
              setTimeout(connect, 250 * Math.pow(2, attempts));
            };
          }
          connect();
        })();

        """
    }

    /// `text` as a JavaScript string literal that cannot end the script element.
    private static func javaScriptString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&":
                literal +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            case _ where scalar.value < 0x20: literal += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
