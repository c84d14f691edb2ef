/// A key for `Responder.associatedValues`; make one static instance per attached property.
public final class AssociationKey: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public static func == (lhs: AssociationKey, rhs: AssociationKey) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
