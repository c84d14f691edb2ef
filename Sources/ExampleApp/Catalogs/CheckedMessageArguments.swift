/// A message's `key=value` arguments once the catalog has checked them against its descriptor:
/// every key known, every required key present, every listed value allowed.
struct CheckedMessageArguments: Sendable {
    let messageName: String
    private let values: [String: String]

    init(_ values: [String: String], for messageName: String) {
        self.values = values
        self.messageName = messageName
    }

    /// An optional argument's value, nil when it was not given.
    subscript(optional key: String) -> String? { values[key] }

    /// A required argument's value. The check guarantees it; the error keeps a descriptor that
    /// forgot to mark it required from crashing.
    func value(_ key: String) throws(MessageCatalogError) -> String {
        guard let value = values[key] else { throw MessageCatalogError(message: "\(messageName) needs \(key)=…") }
        return value
    }

    /// The argument as a number: a cart line's id.
    func number(_ key: String) throws(MessageCatalogError) -> Int {
        guard let number = Int(try value(key)) else { throw MessageCatalogError(message: "\(key) must be a number") }
        return number
    }

    /// The value of `key` among `candidates`, matched by how each is typed.
    func one<Candidate>(_ key: String, of candidates: [Candidate], typed: (Candidate) -> String) throws(MessageCatalogError)
        -> Candidate
    {
        let text = try value(key)
        guard let found = candidates.first(where: { typed($0) == text }) else {
            throw MessageCatalogError(message: "\(key) must be one of: \(candidates.map(typed).joined(separator: ", "))")
        }
        return found
    }
}
