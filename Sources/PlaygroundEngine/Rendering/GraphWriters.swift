import Foundation

/// Writes an `AppGraph` as Graphviz DOT: clusters for coordinators and controllers, the chain in
/// red. `dot -Tsvg app.dot > app.svg` draws it.
enum DotWriter {
    static func text(of graph: AppGraph) -> String {
        var lines = [
            "digraph app {",
            "  rankdir=TB;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for group in [AppGraph.Group.coordinators, .controllers, .other] {
            let members = graph.nodes.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            let indent = group == .other ? "  " : "    "
            if group != .other { lines += ["  subgraph cluster_\(group.rawValue) {", "    label=\"\(group.rawValue)\";"] }
            for node in members {
                var attributes = ["label=\(quoted(node.label))"]
                if node.isOnChain { attributes += ["color=red", "penwidth=2"] }
                lines.append(indent + quoted(node.id) + " [\(attributes.joined(separator: ", "))];")
            }
            if group != .other { lines.append("  }") }
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(quoted(label))") }
            switch edge.style {
            case .solid: break
            case .dashed: attributes.append("style=dashed")
            case .dotted: attributes.append("style=dotted")
            }
            if edge.isChain { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Writes an `AppGraph` as a Mermaid flowchart, which GitHub and many slide tools render inline.
enum MermaidWriter {
    static func text(of graph: AppGraph) -> String {
        var lines = ["flowchart TB"]
        for group in [AppGraph.Group.coordinators, .controllers, .other] {
            let members = graph.nodes.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            let indent = group == .other ? "  " : "    "
            if group != .other { lines.append("  subgraph \(group.rawValue)") }
            for node in members {
                lines.append(indent + identifier(node.id) + "[\"" + escaped(node.label) + "\"]")
            }
            if group != .other { lines.append("  end") }
        }
        for edge in graph.edges {
            let label = edge.label.map { "|\"" + escaped($0) + "\"|" } ?? ""
            let arrow = edge.isChain ? "==>" : edge.style == .solid ? "-->" : "-.->"
            lines.append("  \(identifier(edge.from)) \(arrow)\(label) \(identifier(edge.to))")
        }
        let chain = graph.nodes.filter(\.isOnChain).map { identifier($0.id) }
        if !chain.isEmpty {
            lines.append("  classDef chain stroke:#d00,stroke-width:3px")
            lines.append("  class \(chain.joined(separator: ",")) chain")
        }
        return lines.joined(separator: "\n")
    }

    /// Mermaid ids are letters, digits and underscores: `AppCoordinator#1` → `AppCoordinator_1`.
    private static func identifier(_ id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Quotes inside a Mermaid label are written as an entity.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
