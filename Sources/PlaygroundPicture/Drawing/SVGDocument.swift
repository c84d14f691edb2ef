/// An SVG document written element by element, one to a line, indented by nesting, so that
/// two pictures differ in the lines where the app differs and a fixture reads as a diff.
struct SVGDocument {
    private var text = ""
    private var depth = 1

    /// Starts a document `width` × `height` user units, shown at that size: the page never
    /// shrinks it. `name` becomes its `class`, `label` what a screen reader says.
    init(width: Double, height: Double, name: String, label: String) {
        // Whole pixels, so that a browser's layout units draw the document at exactly its scale.
        let width = SVGText.number(width.rounded(.up))
        let height = SVGText.number(height.rounded(.up))
        text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(SVGText.escaped(name))\" width=\"\(width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(SVGText.escaped(label))\">\n"
    }

    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        line("<\(name)\(attributes.markup)>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element with no children: `<rect …/>`, or `<text …>escaped text</text>`.
    mutating func element(_ name: String, _ attributes: Attributes, text content: String? = nil) {
        guard let content else { return line("<\(name)\(attributes.markup)/>") }
        line("<\(name)\(attributes.markup)>\(SVGText.escaped(content))</\(name)>")
    }

    var finished: String { text + "</svg>" }

    private mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: depth) + markup + "\n"
    }
}

/// An element's attributes in the order they were given: a dictionary's order changes from
/// run to run, and the picture must not.
struct Attributes: ExpressibleByDictionaryLiteral {
    private var pairs: [(name: String, value: String)]

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { (name: $0.0, value: $0.1) }
    }

    /// Replaces an attribute where it stands, or adds it at the end.
    subscript(name: String) -> String? {
        get { pairs.first { $0.name == name }?.value }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((name, value))
            case (nil, nil): break
            }
        }
    }

    var markup: String {
        pairs.map { " \($0.name)=\"\(SVGText.escaped($0.value))\"" }.joined()
    }
}
