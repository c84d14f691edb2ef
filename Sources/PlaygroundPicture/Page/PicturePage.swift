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
            : "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; worker-src 'self'"
        var page =
            PageHead.html(title: title, policy: policy, style: liveUpdatesPath == nil ? style : style + "\n" + liveStyle) + """
                <body>
                <header>
                <h1>Coordinator Playground</h1>

                """
        if liveUpdatesPath != nil { page += liveHeader }
        page += "</header>\n<main id=\"picture\" class=\"picture\">\n" + panels + "</main>\n"
        if let liveUpdatesPath { page += "<script>\n" + script(path: liveUpdatesPath) + "</script>\n" }
        return page + "</body>\n</html>\n"
    }

    /// The live page's own chrome: whether it is live, the stepper through the session's
    /// history, the command of the step shown, the banner that says the page stopped following,
    /// and a line read out politely after each redraw.
    private static let liveHeader = """
        <p id="status">connecting…</p>
        <nav class="stepper" aria-label="Steps of this session">
        <button id="previous" type="button" aria-label="Previous step" disabled>◀</button>
        <span id="position">step 1 of 1</span>
        <button id="next" type="button" aria-label="Next step" disabled>▶</button>
        <button id="now" type="button" hidden>Show the app now</button>
        <span class="keys">← → step through, Home and End go to the first and the newest</span>
        </nav>
        <p id="step-command"></p>
        <p id="announce" class="visually-hidden" aria-live="polite"></p>
        <div id="not-live" class="banner" role="alert" hidden></div>

        """

    /// The banner that cannot be missed: fixed at the top, white on dark red (8:1).
    static let bannerStyle = """
        .banner { position: fixed; top: 0; left: 0; right: 0; z-index: 10; margin: 0; padding: 12px 16px;
          background: #9b1c1c; color: #ffffff; font-size: 16px; font-weight: 700; line-height: 1.35;
          box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35); }
        .banner[hidden] { display: none; }
        body.not-live { padding-top: 72px; }
        .offline { max-width: 60ch; font-size: 16px; line-height: 1.5; }
        .offline code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; }
        """

    private static let liveStyle = """
        \(bannerStyle)
        .stepper { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 13px; }
        .stepper button { font: inherit; min-width: 44px; min-height: 32px; padding: 2px 10px; border-radius: 6px;
          border: 1px solid #8e8e93; background: #fff; color: #1c1c1e; }
        .stepper button:disabled { color: #8e8e93; border-color: #d1d1d6; }
        .stepper button:focus-visible { outline: 3px solid #0a64d6; outline-offset: 2px; }
        .stepper .keys { color: #636366; }
        #step-command { margin: 0; font-size: 13px; flex-basis: 100%; }
        #step-command code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; }
        body.past #position { background: #fff4ce; color: #5c4400; border: 1px solid #b58900; border-radius: 6px; padding: 2px 8px;
          font-weight: 700; }
        body.past .picture { outline: 3px dashed #b58900; outline-offset: 6px; border-radius: 12px; }
        .dropped { font-size: 14px; color: #3a3a3c; }
        .burst-note { margin-left: 8px; padding: 1px 8px; border-radius: 6px; background: #fff4ce; color: #5c4400;
          border: 1px solid #b58900; font-weight: 600; }
        @media (max-width: 700px) { .stepper .keys { display: none; } }
        g.box.tied > rect:first-child { stroke: var(--tie, #1c1c1e); stroke-width: 4px; stroke-dasharray: none; }
        g.box[tabindex]:focus { outline: none; }
        g.box[tabindex]:focus-visible { outline: 3px solid #1c1c1e; outline-offset: 3px; }
        svg.phone .caption text.tied { fill: var(--tie, #1c1c1e); font-weight: 700; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        """

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

    /// Opens the WebSocket at `path` and keeps the session's steps: each message the server sends
    /// is the newest step (`N command` on its first line, the title on the second, then the
    /// panels), shown at once unless the person has stepped back; ◀ ▶, the arrow keys, Home and
    /// End fetch a step from `/steps/N`. A step typed within a burst comes with the next kept
    /// picture and a `.burst-note` saying so, which goes beside the step's command. The server
    /// closes with 1001 (going away) when it stops; the banner then says the page is not live,
    /// and the page tries again every two seconds, so it follows again as soon as `view` serves
    /// it (a new server's history starts at step 1). Any other loss is retried sooner first. Registers `OfflineFallback`'s service worker, so
    /// that a reload after the playground quits says it is not running. Ties each coordinator's
    /// box to its controllers' on pointing and focus (an exported page has its keys alone).
    private static func script(path: String) -> String {
        """
        (function () {
          function element(id) { return document.getElementById(id); }
          var status = element("status"), picture = element("picture"), position = element("position");
          var command = element("step-command"), previous = element("previous"), next = element("next"), now = element("now");
          var banner = element("not-live"), announce = element("announce");
          var newest = 0, shown = 0, wanted = 0, attempts = 0, live = false, fresh = true;
          function parse(text) {
            var first = text.indexOf("\\n"), second = text.indexOf("\\n", first + 1), head = text.slice(0, first);
            var space = head.indexOf(" ");
            return { number: Number(head.slice(0, space)), label: head.slice(space + 1), title: text.slice(first + 1, second),
              panels: text.slice(second + 1) };
          }
          function describe() {
            var past = shown !== newest;
            position.textContent = "step " + shown + " of " + newest + (past ? "; the app is at step " + newest : "");
            document.body.classList.toggle("past", past);
            previous.disabled = shown <= 1;
            next.disabled = shown >= newest;
            now.hidden = !past;
          }
          // A drawing wider than its panel scrolls sideways: the visible screen's node is brought
          // to the middle of its panel, without moving the page up or down.
          function centreVisible() {
            var node = picture.querySelector("g.visible");
            var panel = node && node.closest(".drawing");
            if (!panel || panel.scrollWidth <= panel.clientWidth) { return; }
            var box = node.getBoundingClientRect(), frame = panel.getBoundingClientRect();
            panel.scrollLeft += (box.left + box.width / 2) - (frame.left + frame.width / 2);
          }
          // A coordinator's box and the boxes of the controllers it holds share a key; pointing at
          // or focusing one frames them all in the key's colour, and the phone's caption when the
          // visible screen is one of them. Each box is a named image a keyboard reaches.
          var tied = null;
          function boxOf(node) { return node && node.closest ? node.closest("g.box[data-coordinator]") : null; }
          function tieTo(box) {
            var name = box ? box.getAttribute("data-coordinator") : null;
            if (name === tied) { return; }
            tied = name;
            var tag = box && box.querySelector("g.key rect");
            var colour = tag ? tag.getAttribute("fill") : "#1c1c1e";
            Array.prototype.forEach.call(picture.querySelectorAll("g.box[data-coordinator]"), function (other) {
              var on = name !== null && other.getAttribute("data-coordinator") === name;
              other.classList.toggle("tied", on);
              if (on) { other.style.setProperty("--tie", colour); }
            });
            // The caption's lines that name the visible screen.
            var visible = picture.querySelector("svg.controllers g.box.visible");
            var held = name !== null && visible !== null && visible.getAttribute("data-coordinator") === name;
            Array.prototype.forEach.call(picture.querySelectorAll("svg.phone .caption text.names-visible"), function (line) {
              line.classList.toggle("tied", held);
              if (held) { line.style.setProperty("--tie", colour); }
            });
          }
          function reachable() {
            tied = null;
            Array.prototype.forEach.call(picture.querySelectorAll("svg.coordinators, svg.controllers"), function (svg) {
              svg.setAttribute("role", "group");
              Array.prototype.forEach.call(svg.querySelectorAll("g.links, g.link-labels"), function (lines) {
                lines.setAttribute("aria-hidden", "true");
              });
              Array.prototype.forEach.call(svg.querySelectorAll("g.box"), function (box) {
                var words = Array.prototype.map.call(box.querySelectorAll(":scope > g:not(.key):not(.chain-step) text"), function (text) {
                  return text.textContent;
                });
                var key = box.querySelector("g.key text"), step = box.querySelector("g.chain-step text");
                if (key) { words.push("key " + key.textContent); }
                if (step) { words.push("chain step " + step.textContent); }
                box.setAttribute("role", "img");
                box.setAttribute("aria-label", words.join(", "));
                if (box.hasAttribute("data-coordinator")) { box.setAttribute("tabindex", "0"); }
              });
            });
          }
          picture.addEventListener("mouseover", function (event) { tieTo(boxOf(event.target) || boxOf(document.activeElement)); });
          picture.addEventListener("mouseleave", function () { tieTo(boxOf(document.activeElement)); });
          picture.addEventListener("focusin", function (event) { tieTo(boxOf(event.target)); });
          picture.addEventListener("focusout", function (event) { tieTo(boxOf(event.relatedTarget)); });
          function draw(step) {
            shown = step.number;
            document.title = step.title;
            picture.innerHTML = step.panels ||
              "<p class=\\"dropped\\">This step's picture is no longer kept: the page keeps the newest pictures of a long session.</p>";
            command.innerHTML = "";
            if (step.label) {
              var code = document.createElement("code");
              code.textContent = "> " + step.label;
              command.appendChild(code);
            }
            // A step typed within a burst: the server's note says whose picture this is.
            var note = picture.querySelector(".burst-note");
            if (note) { command.appendChild(document.createTextNode(" ")); command.appendChild(note); }
            describe();
            reachable();
            centreVisible();
            announce.textContent = (shown === newest ? "Redrawn after " : "The past: after ") + (step.label || "the start") +
              ", step " + shown + " of " + newest + (note ? "; " + note.textContent : "") + ".";
          }
          function go(number) {
            number = Math.max(1, Math.min(newest, number));
            if (number === at()) { return; }
            if (number === shown) { wanted = 0; return; }
            wanted = number;
            fetch("/steps/" + number, { cache: "no-store" }).then(function (reply) {
              return reply.ok ? reply.text() : Promise.reject(reply.status);
            }).then(function (text) {
              if (wanted !== number) { return; }
              wanted = 0;
              draw(parse(text));
            }, function () { if (wanted === number) { wanted = 0; } });
          }
          function setLive(isLive) {
            live = isLive;
            document.body.classList.toggle("not-live", !isLive);
            banner.hidden = isLive;
            if (isLive) {
              status.textContent = "live: redrawn after every command";
            } else {
              status.textContent = "not live: the playground stopped showing this page (view off, or it quit)";
              banner.textContent = "Not live: the playground stopped showing this page (view off, or it quit). " +
                "It follows again by itself when 'view' runs at the prompt.";
            }
          }
          function connect() {
            var socket = new WebSocket("ws://" + location.host + \(javaScriptString(path)));
            socket.onopen = function () { attempts = 0; fresh = true; setLive(true); };
            socket.onmessage = function (event) {
              var step = parse(event.data);
              var following = shown === newest && wanted === 0;
              newest = step.number;
              if (following || fresh || shown > newest) { wanted = 0; draw(step); } else { describe(); }
              fresh = false;
            };
            socket.onclose = function (event) {
              if (live && event.code !== 1001 && attempts < 5) {
                attempts += 1;
                status.textContent = "reconnecting…";
                setTimeout(connect, 250 * Math.pow(2, attempts));
                return;
              }
              setLive(false);
              setTimeout(connect, 2000);
            };
          }
          // From the step on its way, if one is: keys pressed faster than steps arrive add up.
          function at() { return wanted || shown; }
          previous.addEventListener("click", function () { go(at() - 1); });
          next.addEventListener("click", function () { go(at() + 1); });
          now.addEventListener("click", function () { go(newest); });
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey || newest === 0) { return; }
            var moves = { ArrowLeft: at() - 1, ArrowRight: at() + 1, Home: 1, End: newest };
            if (!(event.key in moves)) { return; }
            event.preventDefault();
            go(moves[event.key]);
          });
          if ("serviceWorker" in navigator) { navigator.serviceWorker.register(\(javaScriptString(OfflineFallback.workerPath))).catch(function () {}); }
          window.addEventListener("resize", centreVisible);
          reachable();
          centreVisible();
          connect();
        })();

        """
    }

    /// `text` as a JavaScript string literal that cannot end the script element.
    static func javaScriptString(_ text: String) -> String {
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
