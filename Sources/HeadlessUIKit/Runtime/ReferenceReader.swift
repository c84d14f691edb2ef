/// Reads which objects an object keeps alive, the way Xcode's memory graph shows it: every
/// stored property (found with `Mirror`, private ones included) that refers to a responder,
/// directly or inside a value (an array, a dictionary, an optional, a struct) or a plain object
/// it owns, less the properties its types declare non-owning (`NonOwningReferences`).
///
/// What it cannot see: what a closure captures (a `Mirror` shows no captures). The model, the
/// library and the shop capture weakly where a closure refers to an object, as the seeds advise.
public struct ReferenceReader {
    /// One stored property of an object that refers to responders right now.
    public struct Property {
        /// The type that declares it (`NonOwningReferences.typeName`).
        public let typeName: String
        /// Its name, as the code writes it.
        public let label: String
        /// The responders it refers to, in the order the value holds them.
        public let objects: [Responder]
        /// False when its type declares it non-owning (`weak`).
        public let isOwning: Bool
    }

    private var nonOwning: [String: Set<String>] = [:]

    public init(_ declarations: [NonOwningReferences]) {
        for declaration in declarations {
            nonOwning[declaration.typeName, default: []].formUnion(declaration.labels)
        }
    }

    /// The responders `object` keeps alive, each with the property that holds it, in the order
    /// of its stored properties (its own class first, then its superclasses').
    public func ownedReferences(of object: AnyObject) -> [OwnedReference] {
        properties(of: object).filter(\.isOwning).flatMap { property in
            property.objects.map { OwnedReference(label: property.label, object: $0) }
        }
    }

    /// Every stored property of `object`, at every level of its class, that refers to a
    /// responder right now, owning or not.
    public func properties(of object: AnyObject) -> [Property] {
        var result: [Property] = []
        var level: Mirror? = Mirror(reflecting: object)
        while let mirror = level {
            let typeName = NonOwningReferences.typeName(of: mirror.subjectType)
            let skipped = nonOwning[typeName] ?? []
            for child in mirror.children {
                guard let label = child.label else { continue }
                var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
                let objects = responders(in: child.value, seen: &seen)
                guard !objects.isEmpty else { continue }
                result.append(
                    Property(
                        typeName: typeName, label: Self.name(of: label, in: typeName), objects: objects, isOwning: !skipped.contains(label))
                )
            }
            level = mirror.superclassMirror
        }
        return result
    }

    /// The responders a value refers to through owning references: itself, or what its
    /// elements, members and plain objects refer to. A responder ends the walk (what it owns is
    /// its own business); a plain object is entered once.
    private func responders(in value: Any, seen: inout Set<ObjectIdentifier>) -> [Responder] {
        var found: [Responder] = []
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let responder = next as? Responder {
                if seen.insert(ObjectIdentifier(responder)).inserted { found.append(responder) }
                continue
            }
            if next is String || next is Int || next is Bool || next is Double { continue }
            // The runtime every responder names lists its objects without keeping them alive.
            if next is Runtime { continue }
            let mirror = Mirror(reflecting: next)
            switch mirror.displayStyle {
            case .class:
                guard seen.insert(ObjectIdentifier(next as AnyObject)).inserted else { continue }
                pending += ownedValues(of: mirror).reversed()
            case .struct:
                pending += ownedValues(of: mirror).reversed()
            case nil:
                continue
            default:
                pending += mirror.children.map(\.value).reversed()
            }
        }
        return found
    }

    /// The values of a struct's or a plain object's owning stored properties, superclasses'
    /// included.
    private func ownedValues(of mirror: Mirror) -> [Any] {
        var values: [Any] = []
        var level: Mirror? = mirror
        while let current = level {
            let skipped = nonOwning[NonOwningReferences.typeName(of: current.subjectType)] ?? []
            for child in current.children where !(child.label.map(skipped.contains) ?? false) {
                values.append(child.value)
            }
            level = current.superclassMirror
        }
        return values
    }

    /// A stored property's name as the code writes it: a `lazy var` is stored under a prefix;
    /// a property read through another (`readNames`) takes that one's name.
    private static func name(of label: String, in typeName: String) -> String {
        if let name = readNames[typeName]?[label] { return name }
        let lazyPrefix = "$__lazy_storage_$_"
        return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }

    /// Stored properties the code reads through a property of another name: a view's subviews
    /// are stored as `madeSubviews` and read as `subviews`, which first makes the cells a table
    /// makes only when read (`Runtime.reserve`).
    private static let readNames = [NonOwningReferences.typeName(of: View.self): ["madeSubviews": "subviews"]]
}
