/// A message of the app as radianttap's Coordinator library writes one today (its Library
/// page): an `@objc` method on `UIResponder` whose default body forwards the call up the
/// coordinatingResponder chain, `async throws`, overridden by the class that handles it. Written
/// from the message's own declaration (its stored properties are the arguments, its `reply` the
/// result), so it follows the app's code.
enum RadianttapMessage {
    static func lines(for located: SourceIndex.Located, typeName: String, messageName: String) -> [String] {
        let (arguments, reply) = fields(of: located)
        let parameters = arguments.map { "\($0.name): \($0.type)" } + ["sender: Any?"]
        let forwarded = arguments.map { "\($0.name): \($0.name)" } + ["sender: sender"]
        var lines = [
            "// As radianttap's Coordinator writes it: a method every responder has, forwarded up the chain until a class overrides it.",
            "extension UIResponder {",
            "    @MainActor",
            "    @objc func \(messageName)(\(parameters.joined(separator: ", "))) async throws {",
            "        try await coordinatingResponder?.\(messageName)(\(forwarded.joined(separator: ", ")))",
            "    }",
            "}",
        ]
        var port =
            "// The playground's port: a value, \(typeName), that `send` carries up the same chain to the classes declaring it"
            + " (HandlesMessages), since Swift here has no Objective-C runtime to find an @objc override"
        if let reply { port += "; its reply, \(reply), comes back through `reply` where the async method would return it" }
        lines.append(port + ".")
        return lines
    }

    /// The message's stored properties as arguments, and the type its `reply` closure is given
    /// (the success type of a `Result`).
    private static func fields(of located: SourceIndex.Located) -> (arguments: [(name: String, type: String)], reply: String?) {
        var arguments: [(name: String, type: String)] = []
        var reply: String?
        for member in located.declaration.members where ["let", "var"].contains(member.keyword) {
            guard !member.modifiers.contains("static") else { continue }
            let code = located.file.code[member.firstCodeLine]
            // A computed property (`arguments`) has a body; a stored one has a type after its name.
            guard !code.contains("{"), let colon = code.firstIndex(of: ":") else { continue }
            let type = code[code.index(after: colon)...].prefix { $0 != "=" }.trimmingWhitespace()
            if member.name == "reply" {
                reply = replyType(type)
            } else {
                arguments.append((member.name, type))
            }
        }
        return (arguments, reply)
    }

    /// `((CartAddReply) -> Void)?` → `CartAddReply`; `((Result<User, E>) -> Void)?` → `User`.
    private static func replyType(_ closure: String) -> String {
        var inner = Substring(closure)
        while inner.hasPrefix("(") { inner = inner.dropFirst() }
        guard let arrow = inner.firstRange(of: ") -> ") else { return String(inner) }
        let given = inner[..<arrow.lowerBound].trimmingWhitespace()
        guard given.hasPrefix("Result<") else { return given }
        var depth = 0
        var success = ""
        for character in given.dropFirst("Result<".count) {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == ",", depth == 0 { break }
            success.append(character)
        }
        return success
    }
}
