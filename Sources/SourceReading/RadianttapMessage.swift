/// A message of the app as radianttap's Coordinator 8 writes one (its Library page): an `@objc`
/// method on `UIResponder` whose default body forwards the call up the coordinatingResponder
/// chain, `async throws`, overridden by the class that handles it. Written from the message's
/// own declaration (its stored properties are the arguments, its `Reply` the result), so it
/// follows the app's code.
enum RadianttapMessage {
    static func lines(for located: SourceIndex.Located, typeName: String, messageName: String) -> [String] {
        let (arguments, reply) = fields(of: located)
        let parameters = arguments.map { "\($0.name): \($0.type)" } + ["sender: Any?"]
        let forwarded = arguments.map { "\($0.name): \($0.name)" } + ["sender: sender"]
        var lines = [
            "// As radianttap's Coordinator writes it: a method every responder has, forwarded up the chain until a class overrides it.",
            "extension UIResponder {",
            "    @MainActor",
            // Optional: at the top of the chain the forwarding call gives nil, nobody having answered.
            "    @objc func \(messageName)(\(parameters.joined(separator: ", "))) async throws\(reply.map { " -> \($0)?" } ?? "") {",
            "        try await coordinatingResponder?.\(messageName)(\(forwarded.joined(separator: ", ")))",
            "    }",
            "}",
        ]
        var port =
            "// The playground's port: a value, \(typeName), that `send` carries up the same chain to the classes declaring it"
            + " (HandlesMessages), since Swift here has no Objective-C runtime to find an @objc override."
            + " The sender awaits `send` as it would the method"
        if let reply { port += "; it returns the reply, \(reply), and throws where the method gives nil" }
        lines.append(port + "; an error comes back thrown.")
        return lines
    }

    /// The message's stored properties as arguments, and its `Reply` (none for a message that
    /// only tells).
    private static func fields(of located: SourceIndex.Located) -> (arguments: [(name: String, type: String)], reply: String?) {
        var arguments: [(name: String, type: String)] = []
        var reply: String?
        for member in located.declaration.members {
            let code = located.file.code[member.firstCodeLine]
            if member.keyword == "typealias", member.name == "Reply", let equals = code.firstIndex(of: "=") {
                reply = trimmed(code[code.index(after: equals)...])
                continue
            }
            guard ["let", "var"].contains(member.keyword), !member.modifiers.contains("static") else { continue }
            // A computed property (`arguments`) has a body; a stored one has a type after its name.
            guard !code.contains("{"), let colon = code.firstIndex(of: ":") else { continue }
            let type = trimmed(code[code.index(after: colon)...].prefix { $0 != "=" })
            arguments.append((member.name, type))
        }
        return (arguments, reply)
    }

    /// Without the spaces and tabs around it: a type as a declaration line spells it.
    private static func trimmed(_ text: Substring) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
