/// Turns the app's model (`any Encodable`) into a `SnapshotValue`. Foundation's `JSONEncoder`
/// gives text, and the snapshot needs a value to compare and to read goals from; this one also
/// keeps the members in the order the model encodes them.
///
/// Like `JSONEncoder`, absent optionals (`encodeIfPresent` with nil) leave no member.
struct SnapshotValueEncoder {
    func encode(_ value: some Encodable) throws -> SnapshotValue {
        let root = Slot()
        try value.encode(to: ValueEncoder(slot: root, codingPath: []))
        return root.resolved
    }
}

/// A value under construction: containers hand out slots for their members and elements and
/// read them back once the model has written them.
private final class Slot {
    enum Kind { case empty, value, object, array }

    private(set) var kind = Kind.empty
    private var value = SnapshotValue.null
    /// Kept apart from `kind` so that appending never copies the lists.
    private var members: [(key: String, slot: Slot)] = []
    private var memberIndex: [String: Int] = [:]
    private var elements: [Slot] = []

    /// The finished value. Models are a few levels deep, so this recursion is shallow.
    var resolved: SnapshotValue {
        switch kind {
        case .empty: .object([])
        case .value: value
        case .object: .object(members.map { .init(key: $0.key, value: $0.slot.resolved) })
        case .array: .array(elements.map(\.resolved))
        }
    }

    func set(_ scalar: SnapshotValue) {
        kind = .value
        value = scalar
    }

    func member(_ key: String) -> Slot {
        makeObject()
        if let index = memberIndex[key] { return members[index].slot }
        let slot = Slot()
        memberIndex[key] = members.count
        members.append((key, slot))
        return slot
    }

    func appendElement() -> Slot {
        makeArray()
        let slot = Slot()
        elements.append(slot)
        return slot
    }

    func makeObject() { kind = .object }
    func makeArray() { kind = .array }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}

private struct ValueEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedContainer(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }
}

/// The scalars every container accepts; anything else encodes itself into a fresh slot.
private func store(_ value: some Encodable, in slot: Slot, codingPath: [any CodingKey]) throws {
    switch value {
    case let value as Bool: slot.set(.bool(value))
    case let value as String: slot.set(.string(value))
    case let value as Double: slot.set(.double(value))
    case let value as Float: slot.set(.double(Double(value)))
    case let value as any BinaryInteger:
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "too large for Int"))
        }
        slot.set(.int(int))
    default: try value.encode(to: ValueEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).set(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try store(value, in: slot.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(slot: Slot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    private mutating func nextSlot() -> (Slot, [any CodingKey]) {
        defer { count += 1 }
        return (slot.appendElement(), codingPath + [IndexKey(intValue: count)])
    }

    mutating func encodeNil() throws { nextSlot().0.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let (element, path) = nextSlot()
        try store(value, in: element, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (element, path) = nextSlot()
        return ValueEncoder(slot: element, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (element, path) = nextSlot()
        return ValueEncoder(slot: element, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (element, path) = nextSlot()
        return ValueEncoder(slot: element, codingPath: path)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try store(value, in: slot, codingPath: codingPath)
    }
}
