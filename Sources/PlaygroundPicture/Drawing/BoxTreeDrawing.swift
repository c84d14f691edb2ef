/// Draws a `BoxTree` as an SVG document, laid out by `TidyTreeLayout`: every level one band,
/// as tall as its tallest box, with the lines between levels drawn as elbows.
///
/// Colours and fonts are presentation attributes rather than a style sheet, so the document
/// looks the same on its own, inside the page, or in a viewer that ignores CSS.
struct BoxTreeDrawing {
    let tree: BoxTree
    /// Names the document for screen readers and the `class` it carries: `coordinators`.
    let name: String
    let label: String

    static let fontSize = 12.0
    /// A monospace font's advance is 0.6 of its size, which lets the boxes be sized without
    /// measuring text.
    static let characterWidth = fontSize * 0.6
    static let lineHeight = 16.0
    static let padding = (horizontal: 8.0, vertical: 6.0)
    static let siblingGap = 16.0
    static let levelGap = 40.0
    static let margin = 12.0
    /// Longer lines are cut, so that one long title cannot stretch its whole level.
    static let maximumLineLength = 56
    /// A coordinator's key after the text of the line that names it: its letter on its colour.
    static let tagGap = 6.0
    static let tagHeight = 15.0
    /// Room left on the top line for the chain step's disc, which overhangs the corner.
    static let stepClearance = 5.0
    static func tagWidth(_ key: CoordinatorKey) -> Double { Double(key.mark.count) * characterWidth + 8 }

    /// How much wider a line is for its key's tag, if it has one; on the top line, clear of the
    /// chain step's disc as well.
    private static func tagRoom(_ key: CoordinatorKey?, besideStep: Bool) -> Double {
        guard let key else { return 0 }
        return tagGap + tagWidth(key) + (besideStep ? stepClearance : 0)
    }

    var svg: String {
        let boxes = tree.boxes
        let lines = boxes.map { $0.lines.map { SVGText.truncated($0.text, to: Self.maximumLineLength) } }
        let widths = boxes.indices.map { node in
            let lineWidths = zip(boxes[node].lines, lines[node]).enumerated().map { index, line in
                Double(line.1.count) * Self.characterWidth
                    + Self.tagRoom(line.0.key, besideStep: index == 0 && boxes[node].chainStep != nil)
            }
            return (lineWidths.max() ?? 0) + 2 * Self.padding.horizontal
        }
        let heights = lines.map { Double($0.count) * Self.lineHeight + 2 * Self.padding.vertical }
        let layout = TidyTreeLayout(children: boxes.map(\.children), widths: widths, gap: Self.siblingGap)
        var bandHeights: [Double] = []
        for (node, depth) in layout.depths.enumerated() {
            while depth >= bandHeights.count { bandHeights.append(0) }
            bandHeights[depth] = max(bandHeights[depth], heights[node])
        }
        var bandTops: [Double] = []
        var top = Self.margin
        for height in bandHeights {
            bandTops.append(top)
            top += height + Self.levelGap
        }
        let width = layout.width + 2 * Self.margin
        let height = boxes.isEmpty ? 2 * Self.margin : top - Self.levelGap + Self.margin
        let left = { (node: Int) in Self.margin + layout.centres[node] - widths[node] / 2 }

        var out = SVGDocument(width: width, height: height, name: name, label: label)
        if boxes.contains(where: { $0.link == .presented }) {
            // An arrowhead for the dashed line from a presented controller back to its presenter.
            out.open("defs")
            out.open(
                "marker",
                [
                    "id": "\(name)-presenter", "viewBox": "0 0 10 10", "refX": "9", "refY": "5", "markerWidth": "7", "markerHeight": "7",
                    "orient": "auto",
                ])
            out.element("path", ["d": "M0,0L10,5L0,10z", "fill": Palette.line])
            out.close("marker")
            out.close("defs")
        }
        out.open("g", ["class": "links", "fill": "none", "stroke": Palette.line, "stroke-width": "1.2"])
        for (parent, box) in boxes.enumerated() {
            for child in box.children {
                let fromX = Self.margin + layout.centres[parent]
                let fromY = bandTops[layout.depths[parent]] + heights[parent]
                let toX = Self.margin + layout.centres[child]
                let toY = bandTops[layout.depths[child]]
                let elbowY = toY - Self.levelGap / 2
                var attributes: Attributes = [
                    "d": "M\(SVGText.number(fromX)),\(SVGText.number(fromY))V\(SVGText.number(elbowY))"
                        + "H\(SVGText.number(toX))V\(SVGText.number(toY))"
                ]
                if boxes[child].link == .presented {
                    // Drawn from the presented controller up to its presenter, the arrow at the end.
                    attributes["d"] =
                        "M\(SVGText.number(toX)),\(SVGText.number(toY))V\(SVGText.number(elbowY))"
                        + "H\(SVGText.number(fromX))V\(SVGText.number(fromY))"
                    attributes["stroke-dasharray"] = "5 4"
                    attributes["marker-end"] = "url(#\(name)-presenter)"
                }
                if boxes[child].marks.contains(.gone) { attributes["stroke-dasharray"] = "2 3" }
                if box.chainStep != nil && boxes[child].chainStep != nil {
                    attributes["stroke"] = Palette.chain
                    attributes["stroke-width"] = "2"
                }
                out.element("path", attributes)
            }
        }
        out.close("g")
        out.open("g", ["class": "link-labels", "font-family": Palette.monospace, "font-size": "12", "fill": Palette.hint])
        for (node, box) in boxes.enumerated() {
            let text: String
            switch box.link {
            case .plain: continue
            case .labelled(let label): text = label
            case .presented: text = "presented by"
            }
            let x = Self.margin + layout.centres[node] + 4
            let y = bandTops[layout.depths[node]] - 5
            out.element("text", ["x": SVGText.number(x), "y": SVGText.number(y)], text: text)
        }
        out.close("g")
        for (node, box) in boxes.enumerated() {
            drawBox(
                box, lines: lines[node], at: (left(node), bandTops[layout.depths[node]]), size: (widths[node], heights[node]), into: &out)
        }
        return out.finished
    }

    private func drawBox(
        _ box: BoxTree.Box, lines: [String], at origin: (x: Double, y: Double), size: (width: Double, height: Double),
        into out: inout SVGDocument
    ) {
        var group: Attributes = [
            "class": box.classes.joined(separator: " "),
            "transform": "translate(\(SVGText.number(origin.x)),\(SVGText.number(origin.y)))",
        ]
        if let key = box.key { group["data-coordinator"] = key.coordinator.description }
        if box.marks.contains(.gone) { group["opacity"] = "0.55" }
        out.open("g", group)
        var frame: Attributes = [
            "width": SVGText.number(size.width), "height": SVGText.number(size.height), "rx": "6",
            "fill": Palette.box, "stroke": Palette.line, "stroke-width": "1",
        ]
        if box.marks.contains(.active) || box.marks.contains(.visible) {
            frame["fill"] = Palette.highlight
            frame["stroke"] = Palette.accent
            frame["stroke-width"] = "2.5"
        }
        if let story = box.story {
            frame["stroke"] = story.colour
            frame["stroke-width"] = story.isEnd ? "3" : "2"
        }
        if box.story == nil && (box.marks.contains(.new) || box.marks.contains(.changed)) {
            frame["stroke"] = Palette.new
            frame["stroke-width"] = "3"
        }
        if box.marks.contains(.window) || box.marks.contains(.gone) {
            frame["fill"] = Palette.window
            frame["stroke-dasharray"] = "4 3"
        }
        out.element("rect", frame)
        out.open("g", ["font-family": Palette.monospace, "font-size": SVGText.number(Self.fontSize)])
        for (index, line) in zip(box.lines, lines).enumerated() {
            let baseline = Self.padding.vertical + Double(index + 1) * Self.lineHeight - 4
            var attributes: Attributes = ["x": SVGText.number(Self.padding.horizontal), "y": SVGText.number(baseline)]
            switch line.0.kind {
            case .head:
                attributes["font-weight"] = "bold"
                attributes["fill"] = Palette.text
            case .detail: attributes["fill"] = Palette.secondaryText
            case .stale:
                attributes["fill"] = Palette.muted
                attributes["font-style"] = "italic"
            case .queued: attributes["fill"] = Palette.queued
            case .story(let mark):
                attributes["fill"] = mark.colour
                attributes["font-weight"] = "bold"
            case .decision: attributes["fill"] = Palette.changed
            case .change:
                attributes["fill"] = box.marks.contains(.gone) ? Palette.chain : Palette.new
                attributes["font-weight"] = "bold"
            }
            out.element("text", attributes, text: line.1)
        }
        out.close("g")
        for (index, line) in zip(box.lines, lines).enumerated() {
            guard let key = line.0.key else { continue }
            let x = Self.padding.horizontal + Double(line.1.count) * Self.characterWidth + Self.tagGap
            let top = Self.padding.vertical + Double(index) * Self.lineHeight + (Self.lineHeight - Self.tagHeight) / 2
            out.open("g", ["class": "key", "transform": "translate(\(SVGText.number(x)),\(SVGText.number(top)))"])
            let width = Self.tagWidth(key)
            out.element("rect", ["width": SVGText.number(width), "height": SVGText.number(Self.tagHeight), "rx": "4", "fill": key.colour])
            out.element(
                "text",
                [
                    "x": SVGText.number(width / 2), "y": SVGText.number(Self.lineHeight - 4 - (Self.lineHeight - Self.tagHeight) / 2),
                    "text-anchor": "middle", "font-family": Palette.monospace, "font-size": SVGText.number(Self.fontSize),
                    "font-weight": "bold", "fill": "#ffffff",
                ],
                text: key.mark)
            out.close("g")
        }
        if let step = box.chainStep {
            // The step's number in a red disc on the top right corner, as `chain` numbers it.
            out.open("g", ["class": "chain-step", "transform": "translate(\(SVGText.number(size.width)),0)"])
            out.element("circle", ["r": "11", "fill": Palette.chain])
            out.element(
                "text",
                [
                    "y": "4.2", "text-anchor": "middle", "font-family": Palette.system, "font-size": "12", "font-weight": "bold",
                    "fill": "#ffffff",
                ],
                text: String(step))
            out.close("g")
        }
        out.close("g")
    }
}
