import HeadlessUIKit

/// The app's memory graph, as Xcode's memory graph debugger shows one: for every live object,
/// the objects that hold it (a stored property that keeps it alive), and the shortest chain of
/// holders from a root down to it, found breadth first from the roots.
///
/// The roots are the application objects: `UIApplicationMain` keeps the application alive for
/// as long as the app runs, and everything else lives because a chain of strong references
/// leads to it from there. An object no chain reaches is kept alive by a cycle, or by something
/// the graph cannot see (a closure's capture).
struct OwnershipGraph {
    /// A reference that keeps an object alive: who holds it, and in which stored property.
    struct Holder {
        let object: Responder
        let label: String

        /// `CartCoordinator#1.viewControllers`
        var description: String { "\(object.objectName).\(label)" }
    }

    /// How an object is kept alive.
    enum Explanation {
        /// It is a root.
        case root
        /// Holders from the object's own up to one held by a root, nearest first.
        case fromRoot([Holder])
        /// No root reaches it; holders from its own up to the one that closes a cycle (its
        /// holder is already in the list), nearest first.
        case cycle([Holder])
        /// No root reaches it, and its holders (nearest first, possibly none) end at an object
        /// nothing holds by a stored property.
        case unseenHolder([Holder])
    }

    let roots: [Responder]
    private var holdersByObject: [ObjectIdentifier: [Holder]] = [:]
    /// The holder on the shortest chain from a root, for every object a root reaches.
    private var nearestHolder: [ObjectIdentifier: Holder] = [:]
    private var rootIDs: Set<ObjectIdentifier> = []

    /// The graph of a running app: the model's declarations and the app's (its own and its
    /// library's).
    init(of app: RunningApp) {
        let reader = ReferenceReader(NonOwningReferences.model + app.kind.nonOwningReferences)
        self.init(live: app.runtime.liveObjects, reader: reader)
    }

    /// The graph of `live`, every object alive, read with `reader`.
    init(live: [Responder], reader: ReferenceReader) {
        var owned: [ObjectIdentifier: [OwnedReference]] = [:]
        for object in live {
            let references = reader.ownedReferences(of: object)
            owned[ObjectIdentifier(object)] = references
            for reference in references {
                holdersByObject[ObjectIdentifier(reference.object), default: []].append(Holder(object: object, label: reference.label))
            }
        }
        roots = live.filter { $0 is Application }
        rootIDs = Set(roots.map(ObjectIdentifier.init))
        var queue = roots
        var next = 0
        var reached = rootIDs
        while next < queue.count {
            let object = queue[next]
            next += 1
            for reference in owned[ObjectIdentifier(object)] ?? [] where reached.insert(ObjectIdentifier(reference.object)).inserted {
                nearestHolder[ObjectIdentifier(reference.object)] = Holder(object: object, label: reference.label)
                queue.append(reference.object)
            }
        }
    }

    /// Every reference that keeps `object` alive, in the order the live objects were made.
    func holders(of object: Responder) -> [Holder] {
        holdersByObject[ObjectIdentifier(object)] ?? []
    }

    func explain(_ object: Responder) -> Explanation {
        if rootIDs.contains(ObjectIdentifier(object)) { return .root }
        if nearestHolder[ObjectIdentifier(object)] != nil {
            var chain: [Holder] = []
            var current = object
            while let holder = nearestHolder[ObjectIdentifier(current)] {
                chain.append(holder)
                current = holder.object
            }
            return .fromRoot(chain)
        }
        var chain: [Holder] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        var current = object
        while let holder = holders(of: current).first {
            chain.append(holder)
            guard seen.insert(ObjectIdentifier(holder.object)).inserted else { return .cycle(chain) }
            current = holder.object
        }
        return .unseenHolder(chain)
    }
}
