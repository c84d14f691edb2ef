import HeadlessUIKit
import PlaygroundHost

/// `send`'s arguments, checked against the app's messages before anything is sent.
struct MessageRequest {
    let descriptor: MessageDescription
    /// Keys and values in the app's spelling (`color=Navy` for `COLOR=navy`).
    let arguments: [String: String]
    let senderName: String?

    init(_ words: [String], among catalog: [MessageDescription]) throws(CommandError) {
        guard let descriptor = catalog.first(where: { $0.name.equalsIgnoringCase(words[0]) }) else {
            throw CommandError.unknownMessage(words[0], among: catalog.map(\.name))
        }
        var arguments: [String: String] = [:]
        var rest = words.dropFirst()
        var senderName: String?
        while let word = rest.popFirst() {
            if word.equalsIgnoringCase("from"), rest.count == 1 {
                senderName = rest.popFirst()
                break
            }
            let (key, value) = try Self.pair(word, for: descriptor)
            // Taking the last value silently would send a message nobody typed on purpose.
            if let first = arguments[key] {
                throw CommandError("\(key) given twice (\(key)=\(first), \(word)); give each argument once")
            }
            arguments[key] = value
        }
        self.descriptor = descriptor
        self.arguments = arguments
        self.senderName = senderName
    }

    private static func pair(_ word: String, for descriptor: MessageDescription) throws(CommandError) -> (String, String) {
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let keys = descriptor.arguments.map(\.key)
        guard let argument = descriptor.arguments.first(where: { $0.key.equalsIgnoringCase(parts[0]) }) else {
            if keys.isEmpty { throw CommandError("\(descriptor.name) takes no arguments: send \(descriptor.name)") }
            throw CommandError.unknown("argument", parts[0], among: keys, listing: false)
                .adding(" (\(descriptor.name) takes \(keys.joined(separator: ", ")))")
        }
        let value = parts.count > 1 ? parts[1] : ""
        guard let allowed = argument.allowedValues else { return (argument.key, value) }
        guard let canonical = allowed.first(where: { $0.equalsIgnoringCase(value) }) else {
            // The choices are listed once, here, whether or not one was close enough to suggest.
            throw CommandError.unknown("\(argument.key)", value, among: allowed, listing: false)
                .adding(" (one of: \(allowed.joined(separator: ", ")))")
        }
        return (argument.key, canonical)
    }
}
