/// One message a person can send by name (`send cartAdd product=3 color=Navy`).
public struct MessageDescription: Sendable, Equatable {
    /// One `key=value` argument.
    public struct Argument: Sendable, Equatable {
        public var key: String
        /// The values it takes, when there are few enough to list (TAB offers them); nil for
        /// free text.
        public var allowedValues: [String]?
        public var isRequired: Bool

        public init(key: String, allowedValues: [String]?, isRequired: Bool) {
            self.key = key
            self.allowedValues = allowedValues
            self.isRequired = isRequired
        }
    }

    /// As the app's code names it (`cartAdd`).
    public var name: String
    public var arguments: [Argument]
    public var summary: String

    public init(name: String, arguments: [Argument], summary: String) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
    }
}
