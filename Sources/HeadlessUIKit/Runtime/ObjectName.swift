/// An object's name as its runtime gave it: its type and a per-type number, so that
/// `ProductViewController#3` is the same object in every replay of the same commands. Stored
/// as a value when the object registers, so nothing has to parse the text back.
public struct ObjectName: Hashable, Sendable, CustomStringConvertible {
    public let typeName: String
    public var number: Int { Int(storedNumber) }
    /// Four bytes: every object stores its name, and four billion of a type is far beyond any
    /// session (the object's next field takes the other four, see `Responder`).
    private let storedNumber: UInt32
    public init(typeName: String, number: Int) {
        self.typeName = typeName
        storedNumber = UInt32(number)
    }

    /// `ProductViewController#3`, made when asked: most objects (cells, labels) are never named
    /// in any output, and making every name as the object registered was 5% of a replay.
    public var description: String { "\(typeName)#\(number)" }
}
