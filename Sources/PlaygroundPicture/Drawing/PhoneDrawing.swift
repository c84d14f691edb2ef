import PlaygroundEngine

/// The phone: what the person sees, drawn from `AppSnapshot.shownScreens`, the same values
/// `screen` prints. The bottom screen fills the display under its navigation bar; each screen
/// presented over it dims what is below and sits on top as a sheet, or in the middle as an
/// alert. A screen in a tab bar controller's tab has the tab bar along the bottom of the display,
/// under anything presented over it, unless the screen on top of its stack hides it
/// (`hidesBottomBarWhenPushed`). Under the phone, each shown screen is named, the visible one
/// marked, and a hidden tab bar said.
struct PhoneDrawing {
    let screens: [ScreenContent]
    /// What changed since the picture before: new screens, and changed items, are marked.
    var difference: SnapshotDifference
    /// What a screen reader says the phone shows.
    var label = "The phone: what the person sees"

    static let bezel = 10.0
    static let statusBar = 24.0
    static let navigationBar = 44.0
    /// How far below the status bar each sheet starts, and how much lower each further one.
    static let sheetTop = 48.0
    static let sheetStep = 8.0
    static let alertWidth = 270.0
    static let minimumDisplayHeight = 640.0
    static let captionLine = 18.0
    static let tabBar = 52.0

    var svg: String {
        let width = ScreenLayout.width
        let layouts = screens.map { ScreenLayout(items: $0.items) }
        // The display is the phone's, whatever the screens hold: a longer screen scrolls.
        var needed = Self.minimumDisplayHeight
        for screen in screens where screen.isAlert {
            needed = max(needed, alertHeight(screen) + 2 * Self.statusBar)
        }
        let displayHeight = needed
        let deviceHeight = displayHeight + 2 * Self.bezel + 8
        let captionTop = deviceHeight + 10
        let captions = captionLines
        let totalHeight = captionTop + Double(max(captions.count, 1)) * Self.captionLine + 6
        var out = SVGDocument(width: width + 2 * Self.bezel, height: totalHeight, name: "phone", label: label)
        out.element(
            "rect",
            [
                "class": "device", "width": SVGText.number(width + 2 * Self.bezel), "height": SVGText.number(deviceHeight),
                "rx": "34", "fill": Palette.bezel,
            ])
        out.open(
            "g",
            [
                "class": "display", "transform": "translate(\(SVGText.number(Self.bezel)),\(SVGText.number(Self.bezel + 4)))",
                "font-family": Palette.system,
            ])
        out.element("rect", ["width": SVGText.number(width), "height": SVGText.number(displayHeight), "rx": "26", "fill": "#ffffff"])
        drawStatusBar(into: &out)
        if screens.isEmpty {
            out.element(
                "text", ["x": SVGText.number(width / 2), "y": "120", "text-anchor": "middle", "font-size": "15", "fill": Palette.muted],
                text: "(no root view controller)")
        }
        for (index, screen) in screens.enumerated() {
            if index > 0 {
                out.element(
                    "rect",
                    [
                        "class": "dimming", "width": SVGText.number(width), "height": SVGText.number(displayHeight), "rx": "26",
                        "fill": Palette.dimming, "fill-opacity": "0.3",
                    ])
            }
            if screen.isAlert {
                drawAlert(screen, displayHeight: displayHeight, into: &out)
            } else {
                drawScreen(screen, layout: layouts[index], layer: index, displayHeight: displayHeight, into: &out)
            }
        }
        out.close("g")
        out.open("g", ["class": "caption", "font-family": Palette.monospace, "font-size": "12", "fill": Palette.secondaryText])
        for (line, caption) in captions.enumerated() {
            // SVG collapses leading spaces: an indented line (a continued one, a tab bar's note)
            // starts further right instead.
            let indent = caption.text.prefix { $0 == " " }.count
            var attributes: Attributes = [
                "x": SVGText.number(4 + Double(indent) * 12 * 0.6),
                "y": SVGText.number(captionTop + Double(line + 1) * Self.captionLine - 5),
            ]
            // The live page ties these to the visible screen's coordinator.
            if caption.namesVisible { attributes["class"] = "names-visible" }
            out.element("text", attributes, text: SVGText.truncated(String(caption.text.dropFirst(indent)), to: 51))
        }
        out.close("g")
        return out.finished
    }

    /// The time and the battery, always the same (9:41 and full, as Apple's product pictures
    /// show them), so that a picture of the same app is the same picture.
    private func drawStatusBar(into out: inout SVGDocument) {
        let width = ScreenLayout.width
        out.open("g", ["class": "status-bar", "fill": Palette.text])
        out.element("text", ["x": "30", "y": "18", "font-size": "14", "font-weight": "600"], text: "9:41")
        out.element(
            "rect",
            [
                "class": "battery", "x": SVGText.number(width - 52), "y": "8", "width": "24", "height": "12", "rx": "3", "fill": "none",
                "stroke": Palette.text,
            ])
        out.element("rect", ["x": SVGText.number(width - 50), "y": "10", "width": "20", "height": "8", "rx": "1.5"])
        out.element("rect", ["x": SVGText.number(width - 27), "y": "12", "width": "2", "height": "4", "rx": "1"])
        out.close("g")
    }

    /// The lines under the phone: the visible screen, what it is over, and who hides a tab bar.
    /// `namesVisible`: the lines of the visible screen's own name.
    private var captionLines: [(text: String, namesVisible: Bool)] {
        var lines: [(text: String, namesVisible: Bool)] = []
        for (line, screen) in screens.reversed().enumerated() {
            let name = Self.wrapped((line == 0 ? "visible: " : "under it: ") + AppSnapshot.describe(screen.id, title: screen.title))
            lines += name.map { ($0, line == 0) }
            if let hider = screen.tabBarHiddenBy { lines += Self.wrapped("  tab bar hidden by \(hider)").map { ($0, false) } }
        }
        return lines
    }

    /// As many 12 px monospace characters (an advance of 0.6 of the size) as fit under the
    /// phone, from the caption's margin.
    static let captionCharacters = Int((ScreenLayout.width + 2 * bezel - 4) / (12 * 0.6))

    /// `line` broken at spaces into lines that fit under the phone, the rest indented, and never
    /// inside a quoted title: a long one is read whole, not cut at the drawing's edge.
    static func wrapped(_ line: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(line)
        while rest.count > captionCharacters {
            let limit = rest.index(rest.startIndex, offsetBy: captionCharacters)
            guard var space = rest[..<limit].lastIndex(of: " "), space > rest.startIndex else { break }
            if rest[..<space].count(where: { $0 == "\"" }) % 2 == 1, let quote = rest[..<space].lastIndex(of: "\""),
                quote > rest.startIndex, rest[rest.index(before: quote)] == " "
            {
                space = rest.index(before: quote)
            }
            lines.append(String(rest[..<space]))
            rest = "    " + rest[rest.index(after: space)...].drop { $0 == " " }
        }
        return lines + [String(rest)]
    }

    /// Where a layer's screen starts: the bottom one under the status bar, sheets lower.
    private func top(ofLayer index: Int) -> Double {
        index == 0 ? Self.statusBar : Self.statusBar + Self.sheetTop + Double(index - 1) * Self.sheetStep
    }

    /// The navigation bar, or a large title for a screen without one.
    private func headerHeight(_ screen: ScreenContent) -> Double {
        screen.hasNavigationBar ? Self.navigationBar : (screen.title == nil ? 0 : 48)
    }

    private func drawScreen(_ screen: ScreenContent, layout: ScreenLayout, layer: Int, displayHeight: Double, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        let top = top(ofLayer: layer)
        let classes = "screen" + (layer > 0 ? " sheet" : "")
        out.open("g", ["class": classes, "transform": "translate(0,\(SVGText.number(top)))"])
        if layer > 0 {
            out.element(
                "rect",
                [
                    "width": SVGText.number(width), "height": SVGText.number(displayHeight - top), "rx": "14",
                    "fill": "#ffffff", "stroke": Palette.separator,
                ])
        }
        if screen.hasNavigationBar {
            drawNavigationBar(screen, into: &out)
        } else if let title = screen.title {
            out.element(
                "text",
                ["x": SVGText.number(ScreenLayout.inset), "y": "34", "font-size": "26", "font-weight": "bold", "fill": Palette.text],
                text: SVGText.truncated(title, to: 20))
        }
        let header = headerHeight(screen)
        let room = displayHeight - top - header - (screen.tabs.isEmpty ? 0 : Self.tabBar)
        let scrolls = layout.height > room
        if scrolls {
            // Taller than the display: the content scrolls under the bars, as a table view does.
            // An HTML box inside the drawing scrolls with no script, in the page and on its own.
            out.open(
                "foreignObject",
                ["class": "scroll", "y": SVGText.number(header), "width": SVGText.number(width), "height": SVGText.number(room)])
            out.open(
                "div",
                [
                    "xmlns": "http://www.w3.org/1999/xhtml",
                    "style": "width:\(SVGText.number(width))px;height:\(SVGText.number(room))px;overflow-y:auto;overflow-x:hidden",
                ])
            let height = SVGText.number(layout.height)
            out.open(
                "svg",
                [
                    "width": SVGText.number(width), "height": height, "viewBox": "0 0 \(SVGText.number(width)) \(height)",
                    "style": "display:block",
                ])
            out.open("g", ["class": "content"])
        } else {
            out.open("g", ["class": "content", "transform": "translate(0,\(SVGText.number(header)))"])
        }
        let changed = difference.changedItems[screen.id] ?? []
        for (piece, pieceTop, item) in layout.pieces {
            if changed.contains(item) {
                out.element(
                    "rect",
                    [
                        "class": "changed", "x": "3", "y": SVGText.number(pieceTop), "width": "5",
                        "height": SVGText.number(ScreenLayout.height(of: piece)), "rx": "2", "fill": Palette.new,
                    ])
            }
            draw(piece, at: pieceTop, into: &out)
        }
        out.close("g")
        if scrolls {
            out.close("svg")
            out.close("div")
            out.close("foreignObject")
        }
        if !screen.tabs.isEmpty { drawTabBar(screen.tabs, top: displayHeight - top - Self.tabBar, into: &out) }
        if difference.newScreens.contains(screen.id) { drawNewMark(height: displayHeight - top, into: &out) }
        out.close("g")
    }

    /// A new screen's mark: a green frame around it, and `new` at its top right.
    private func drawNewMark(height: Double, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        out.open("g", ["class": "new-screen"])
        out.element(
            "rect",
            [
                "x": "1.5", "y": "1.5", "width": SVGText.number(width - 3), "height": SVGText.number(height - 3), "rx": "14",
                "fill": "none", "stroke": Palette.new, "stroke-width": "3",
            ])
        out.element("rect", ["x": SVGText.number(width - 48), "y": "8", "width": "40", "height": "20", "rx": "10", "fill": Palette.new])
        out.element(
            "text",
            [
                "x": SVGText.number(width - 28), "y": "22.5", "text-anchor": "middle", "font-size": "13", "font-weight": "bold",
                "fill": "#ffffff",
            ], text: "new")
        out.close("g")
    }

    /// The tab bar: each tab's title, the selected one in the accent colour, with the command
    /// that taps it under it.
    private func drawTabBar(_ tabs: [ScreenContent.Tab], top: Double, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        let tabWidth = width / Double(tabs.count)
        out.open("g", ["class": "tab-bar", "transform": "translate(0,\(SVGText.number(top)))"])
        out.element("rect", ["width": SVGText.number(width), "height": SVGText.number(Self.tabBar), "fill": Palette.bar])
        out.element("line", ["x1": "0", "y1": "0", "x2": SVGText.number(width), "y2": "0", "stroke": Palette.separator])
        let characters = max(4, Int(tabWidth / 9))
        for (index, tab) in tabs.enumerated() {
            let centre = SVGText.number(tabWidth * (Double(index) + 0.5))
            out.open("g", ["class": tab.isSelected ? "tab selected" : "tab"])
            out.element(
                "text",
                [
                    "x": centre, "y": "22", "text-anchor": "middle", "font-size": "13", "font-weight": tab.isSelected ? "600" : "400",
                    "fill": tab.isSelected ? Palette.accent : Palette.muted,
                ], text: SVGText.truncated(tab.title, to: characters))
            out.element(
                "text",
                [
                    "class": "hint", "x": centre, "y": "40", "text-anchor": "middle", "font-family": Palette.monospace, "font-size": "12",
                    "fill": Palette.hint,
                ], text: SVGText.truncated("tap \(tab.id)", to: characters + 2))
            out.close("g")
        }
        out.close("g")
    }

    private func drawNavigationBar(_ screen: ScreenContent, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        out.open("g", ["class": "navigation-bar"])
        out.element("rect", ["width": SVGText.number(width), "height": SVGText.number(Self.navigationBar), "fill": Palette.bar])
        out.element(
            "line",
            [
                "x1": "0", "y1": SVGText.number(Self.navigationBar), "x2": SVGText.number(width), "y2": SVGText.number(Self.navigationBar),
                "stroke": Palette.separator,
            ])
        let texts = Self.barTexts(back: screen.back.map { $0.title ?? $0.id.description }, title: screen.title)
        if let back = texts.back {
            // The Back button a little higher than the title, to make room under it for the
            // command that taps it.
            out.element("text", ["class": "back", "x": "8", "y": "24", "font-size": "17", "fill": Palette.accent], text: back)
            out.element(
                "text",
                ["class": "hint", "x": "10", "y": "40", "font-family": Palette.monospace, "font-size": "12", "fill": Palette.hint],
                text: "back")
        }
        if let title = texts.title {
            out.element(
                "text",
                [
                    "class": "title", "x": SVGText.number(width / 2), "y": "28", "text-anchor": "middle", "font-size": "17",
                    "font-weight": "600", "fill": Palette.text,
                ], text: title)
        }
        out.close("g")
    }

    /// About how wide a letter of the bar's 17-point text is: the title's semibold, the Back
    /// button's regular.
    static let titleLetter = 9.6
    static let backLetter = 9.0

    /// The Back button's and the title's texts as a navigation bar fits them: the title centred,
    /// and the Back button with the title of the screen it leads to when that fits left of the
    /// title, else "Back", else the chevron alone, as UIKit shortens it; never running into
    /// the title.
    static func barTexts(back: String?, title: String?) -> (back: String?, title: String?) {
        let shownTitle = title.map { SVGText.truncated($0, to: back == nil ? 28 : 18) }
        guard let back else { return (nil, shownTitle) }
        let titleLeft = ScreenLayout.width / 2 - Double(shownTitle?.count ?? 0) * titleLetter / 2
        // From x = 8, the chevron and a space, then the text, then a gap before the title.
        let room = Int((titleLeft - 8 - 8) / backLetter) - 2
        for candidate in [back, "Back"] where candidate.count <= room {
            return ("‹ " + candidate, shownTitle)
        }
        return ("‹", shownTitle)
    }

    private func draw(_ piece: ScreenLayout.Piece, at top: Double, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        let inset = ScreenLayout.inset
        let y = { (offset: Double) in SVGText.number(top + offset) }
        switch piece {
        case .label(let lines):
            out.open("g", ["class": "label", "font-size": "15", "fill": Palette.text])
            for (index, line) in lines.enumerated() {
                out.element("text", ["x": SVGText.number(inset), "y": y(15 + Double(index) * 20)], text: line)
            }
            out.close("g")
        case .button(let title, let hint, let isEnabled):
            out.open("g", ["class": isEnabled ? "button" : "button disabled"])
            out.element(
                "rect",
                [
                    "x": SVGText.number(inset), "y": y(0), "width": SVGText.number(width - 2 * inset), "height": "38", "rx": "9",
                    "fill": isEnabled ? Palette.highlight : Palette.groupedBackground,
                ])
            // Centred, unless the hint at the right would run into it: then from the left.
            let shown = SVGText.truncated(title, to: 24)
            let hintLeft = width - inset - 8 - Double(hint.map { min($0.count, 22) } ?? 0) * 7.2
            let centred = width / 2 + Double(shown.count) * 4.8 < hintLeft - 6
            out.element(
                "text",
                [
                    "x": SVGText.number(centred ? width / 2 : inset + 12), "y": y(24), "text-anchor": centred ? "middle" : "start",
                    "font-size": "16", "font-weight": "600", "fill": isEnabled ? Palette.accent : Palette.disabled,
                ], text: shown)
            if let hint, isEnabled { drawHint(hint, right: width - inset - 8, baseline: top + 23, into: &out) }
            out.close("g")
        case .field(let shown, let isPlaceholder, let hint, let isEnabled):
            out.open("g", ["class": isEnabled ? "field" : "field disabled"])
            out.element(
                "rect",
                [
                    "x": SVGText.number(inset), "y": y(0), "width": SVGText.number(width - 2 * inset), "height": "38", "rx": "8",
                    "fill": isEnabled ? "#ffffff" : Palette.groupedBackground, "stroke": Palette.separator,
                ])
            out.element(
                "text",
                [
                    "x": SVGText.number(inset + 10), "y": y(24), "font-size": "15",
                    "fill": isPlaceholder || !isEnabled ? Palette.muted : Palette.text,
                ], text: SVGText.truncated(shown, to: 24))
            if let hint, isEnabled { drawHint(hint, right: width - inset - 8, baseline: top + 23, into: &out) }
            out.close("g")
        case .listHeader(let name, let hint):
            out.open("g", ["class": "list-header"])
            out.element(
                "text", ["x": SVGText.number(inset), "y": y(22), "font-size": "13", "fill": Palette.hint],
                text: SVGText.truncated(name, to: 22))
            drawHint(hint, right: width - inset, baseline: top + 22, into: &out)
            out.close("g")
        case .row(let index, let row):
            drawRow(index: index, row: row, top: top, into: &out)
        case .emptyList:
            out.element(
                "text",
                [
                    "class": "empty", "x": SVGText.number(inset), "y": y(25), "font-size": "15", "font-style": "italic",
                    "fill": Palette.muted,
                ],
                text: "(empty)")
        case .gap:
            break
        }
    }

    private func drawRow(index: Int, row: ScreenContent.Row, top: Double, into out: inout SVGDocument) {
        let width = ScreenLayout.width
        let inset = ScreenLayout.inset
        let y = { (offset: Double) in SVGText.number(top + offset) }
        out.open("g", ["class": row.isChecked ? "row checked" : "row"])
        out.element(
            "line", ["x1": SVGText.number(inset), "y1": y(0), "x2": SVGText.number(width), "y2": y(0), "stroke": Palette.separator])
        let middle = ScreenLayout.height(of: .row(index: index, row: row)) / 2
        out.element(
            "text",
            ["x": SVGText.number(inset), "y": y(middle + 5), "font-family": Palette.monospace, "font-size": "12", "fill": Palette.hint],
            text: String(index))
        var right = width - inset
        if row.hasDisclosure {
            out.element(
                "text",
                ["x": SVGText.number(right), "y": y(middle + 6), "text-anchor": "end", "font-size": "18", "fill": Palette.disabled],
                text: "›")
            right -= 16
        }
        if row.isChecked {
            out.element(
                "text",
                [
                    "x": SVGText.number(right), "y": y(middle + 6), "text-anchor": "end", "font-size": "16", "font-weight": "bold",
                    "fill": Palette.accent,
                ],
                text: "✓")
            right -= 20
        }
        let reserved = 3 + (row.isChecked ? 3 : 0)
        if ScreenLayout.hasSubtitle(row), let detail = row.detail {
            out.element(
                "text", ["x": SVGText.number(inset + 20), "y": y(22), "font-size": "15", "fill": Palette.text],
                text: SVGText.truncated(row.title, to: ScreenLayout.charactersAcross - reserved))
            out.element(
                "text", ["x": SVGText.number(inset + 20), "y": y(41), "font-size": "13", "fill": Palette.muted],
                text: SVGText.truncated(detail, to: ScreenLayout.charactersAcross + 2 - reserved))
        } else {
            let detail = row.detail ?? ""
            if !detail.isEmpty {
                out.element(
                    "text", ["x": SVGText.number(right), "y": y(25), "text-anchor": "end", "font-size": "15", "fill": Palette.muted],
                    text: detail)
            }
            out.element(
                "text", ["x": SVGText.number(inset + 20), "y": y(25), "font-size": "15", "fill": Palette.text],
                text: SVGText.truncated(row.title, to: ScreenLayout.charactersAcross - reserved - (detail.isEmpty ? 0 : detail.count + 2)))
        }
        out.close("g")
    }

    /// The command that acts on a control, small and grey at its right, as `screen`'s right
    /// column gives it.
    private func drawHint(_ hint: String, right: Double, baseline: Double, into out: inout SVGDocument) {
        out.element(
            "text",
            [
                "class": "hint", "x": SVGText.number(right), "y": SVGText.number(baseline), "text-anchor": "end",
                "font-family": Palette.monospace, "font-size": "12", "fill": Palette.hint,
            ], text: SVGText.truncated(hint, to: 22))
    }

    // MARK: Alerts

    private static let alertActionHeight = 52.0
    private static let alertTitleCharacters = 30
    private static let alertMessageCharacters = 38

    private func alertLines(_ screen: ScreenContent) -> (title: [String], message: [String], actions: [(title: String, hint: String?)]) {
        var message: [String] = []
        var actions: [(String, String?)] = []
        for item in screen.items {
            switch item {
            case .label(let text): message += SVGText.wrapped(text, to: Self.alertMessageCharacters)
            case .button(let id, let title, _): actions.append((title, id.map { "tap \($0)" }))
            case .toggle(let id, let title, let isOn, _): actions.append(("\(title): \(isOn ? "on" : "off")", id.map { "tap \($0)" }))
            case .field(_, let placeholder, let text, _): message.append(text.isEmpty ? placeholder : text)
            case .list(_, let rows): message += rows.map(\.title)
            }
        }
        let title = screen.title.map { SVGText.wrapped($0, to: Self.alertTitleCharacters) } ?? []
        return (title, message, actions)
    }

    private func alertHeight(_ screen: ScreenContent) -> Double {
        let (title, message, actions) = alertLines(screen)
        return 20 + Double(title.count) * 22 + Double(message.count) * 18 + 16 + Double(actions.count) * Self.alertActionHeight
    }

    private func drawAlert(_ screen: ScreenContent, displayHeight: Double, into out: inout SVGDocument) {
        let (title, message, actions) = alertLines(screen)
        let height = alertHeight(screen)
        let left = (ScreenLayout.width - Self.alertWidth) / 2
        let top = ((displayHeight - height) / 2).rounded()
        let centre = SVGText.number(Self.alertWidth / 2)
        out.open("g", ["class": "alert", "transform": "translate(\(SVGText.number(left)),\(SVGText.number(top)))"])
        out.element("rect", ["width": SVGText.number(Self.alertWidth), "height": SVGText.number(height), "rx": "14", "fill": "#f9f9fb"])
        var baseline = 20.0
        for line in title {
            baseline += 22
            out.element(
                "text",
                [
                    "x": centre, "y": SVGText.number(baseline - 4), "text-anchor": "middle", "font-size": "17", "font-weight": "600",
                    "fill": Palette.text,
                ],
                text: line)
        }
        for line in message {
            baseline += 18
            out.element(
                "text", ["x": centre, "y": SVGText.number(baseline - 4), "text-anchor": "middle", "font-size": "13", "fill": Palette.text],
                text: line)
        }
        baseline += 16
        for action in actions {
            out.element(
                "line",
                [
                    "x1": "0", "y1": SVGText.number(baseline), "x2": SVGText.number(Self.alertWidth), "y2": SVGText.number(baseline),
                    "stroke": Palette.separator,
                ])
            out.element(
                "text",
                ["x": centre, "y": SVGText.number(baseline + 26), "text-anchor": "middle", "font-size": "17", "fill": Palette.accent],
                text: SVGText.truncated(action.title, to: 26))
            if let hint = action.hint {
                out.element(
                    "text",
                    [
                        "class": "hint", "x": centre, "y": SVGText.number(baseline + 42), "text-anchor": "middle",
                        "font-family": Palette.monospace, "font-size": "12", "fill": Palette.hint,
                    ], text: SVGText.truncated(hint, to: 36))
            }
            baseline += Self.alertActionHeight
        }
        out.close("g")
    }
}
