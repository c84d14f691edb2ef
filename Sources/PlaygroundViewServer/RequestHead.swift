/// A request's line and headers, as the client sent them; header names are matched without
/// regard to case, as RFC 9110 says they are.
struct RequestHead: Equatable {
    var method: String
    var target: String
    var headers: [(name: String, value: String)]

    /// The path, without the query.
    var path: Substring { target.prefix { $0 != "?" } }

    /// Every value of the header `name`, in the order sent.
    func values(of name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// The header's one value; nil when it is missing or sent more than once.
    func value(of name: String) -> String? {
        let values = values(of: name)
        return values.count == 1 ? values[0] : nil
    }

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target
            && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
