import Foundation

/// The world one headless app lives in: it names every object it creates, tracks them weakly,
/// and keeps a log of what happened (transitions, presentations, messages) for whoever watches.
///
/// UIKit has one process-wide world; here every app gets its own, so that many apps can run side
/// by side (one per thread) and every app counts its objects from 1: `NavigationController#1` is
/// the same object in every replay of the same commands.
///
/// Objects join the runtime that is *current* when they are created: wrap the work in
/// `runtime.run { ... }`. Outside any `run`, objects join a shared default runtime.
public final class Runtime: @unchecked Sendable {
    @TaskLocal public static var current: Runtime = Runtime()

    private let lock = NSLock()
    /// Objects are numbered per type name: each type's name and the slot of `counts` it counts
    /// in (two types of one name share a slot), found by the type's identity, without hashing
    /// the name for every object.
    private var typeCounters: [ObjectIdentifier: (name: String, slot: Int)] = [:]
    private var slotOfName: [String: Int] = [:]
    private var counts: [Int] = []
    /// Every object not yet deinitialised, in the order they were created, with holes where
    /// objects went (nil). Not weak references: an object takes itself off in its `deinit`
    /// (`forget`), which spares every object a weak reference's side table and a slower release.
    /// Unretained, so the list keeps nothing alive; an object is on it only while it lives.
    ///
    /// A place may also be held for an object named but not made yet (`reserve`): its entry is
    /// then the object that holds it, told apart from that object's own entry by the place
    /// (an object's own entry is at its `registrySlot`).
    private var tracked: [Unmanaged<Responder>?] = []
    private var liveCount = 0
    /// How many places are held for objects not made yet.
    private var reservedCount = 0
    private var recordedEvents: [any RuntimeEvent] = []

    /// Only while this is on are events kept: a long session that nobody watches stays small.
    public var isRecordingEvents: Bool {
        get { lock.withLock { recording } }
        set { lock.withLock { recording = newValue } }
    }
    private var recording = false

    /// The app's main run loop and virtual clock: where transitions end and `async` work runs.
    public let runLoop = RunLoop()

    /// What the app crashed with, if it did: after it the model changes nothing more.
    public private(set) var crash: Crash?
    public var hasCrashed: Bool { crash != nil }

    public init() {}

    /// Runs `body` with this runtime current, so the objects it creates join it.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Runtime.$current.withValue(self, operation: body)
    }

    /// Names `responder` and puts it on the list of live objects; returns its name and its
    /// place on the list, which it gives back to `forget` when it goes.
    func register(_ responder: Responder) -> (name: ObjectName, slot: Int) {
        lock.withLock {
            let counter = counterLocked(for: Swift.type(of: responder))
            counts[counter.slot] += 1
            if tracked.count > 2 * liveCount + 256 { compactLocked() }
            tracked.append(Unmanaged.passUnretained(responder))
            liveCount += 1
            return (ObjectName(typeName: counter.name, number: counts[counter.slot]), tracked.count - 1)
        }
    }

    /// The name of `type`'s objects and the slot of `counts` they are numbered in.
    private func counterLocked(for type: Responder.Type) -> (name: String, slot: Int) {
        if let counter = typeCounters[ObjectIdentifier(type)] { return counter }
        // `String(describing:)` of a type demangles its name: once per type, not per object.
        let name = String(describing: type)
        let slot =
            slotOfName[name]
            ?? {
                counts.append(0)
                slotOfName[name] = counts.count - 1
                return counts.count - 1
            }()
        typeCounters[ObjectIdentifier(type)] = (name, slot)
        return (name, slot)
    }

    /// Names `count` objects of `type` and holds their places on the list of live objects, as
    /// if they were made now, for `owner` to make when they are first needed
    /// (`Responder.makeReservedObjects`); returns the first one's number and place. So a table
    /// makes its cells only when something reads them, with the names and the order they
    /// would have had: most cells of a long session are never read, and they were half of the
    /// memory of a pushed screen.
    func reserve(_ count: Int, of type: Responder.Type, for owner: Responder) -> (firstNumber: Int, firstSlot: Int) {
        lock.withLock {
            let counter = counterLocked(for: type)
            counts[counter.slot] += count
            if tracked.count > 2 * liveCount + 256 { compactLocked() }
            tracked.append(contentsOf: repeatElement(Unmanaged<Responder>?.some(.passUnretained(owner)), count: count))
            liveCount += count
            reservedCount += count
            return (counts[counter.slot] - count + 1, tracked.count - count)
        }
    }

    /// Puts `responder`, made in a place `reserve` held, on the list; returns its name.
    func fillReserved(_ slot: Int, with responder: Responder, number: Int) -> ObjectName {
        lock.withLock {
            tracked[slot] = Unmanaged.passUnretained(responder)
            reservedCount -= 1
            return ObjectName(typeName: counterLocked(for: Swift.type(of: responder)).name, number: number)
        }
    }

    /// Lets go of `count` places from `slot` held for objects that will not be made: they are
    /// gone as if made and freed (their numbers stay used).
    func releaseReserved(_ count: Int, from slot: Int) {
        lock.withLock {
            for index in slot..<slot + count { tracked[index] = nil }
            liveCount -= count
            reservedCount -= count
        }
    }

    /// Takes `responder` off the list: called as it is deinitialised. Its place is read under
    /// the lock, since compacting moves it.
    func forget(_ responder: Responder) {
        lock.withLock {
            tracked[responder.registrySlot] = nil
            liveCount -= 1
        }
    }

    /// Every object of this runtime still alive, in the order they were created. Asked on the
    /// thread the app's objects live on (one app, one thread), so none is halfway through going.
    /// Objects named but not made yet are made first (`reserve`), so the list is whole.
    public var liveObjects: [Responder] {
        for owner in ownersOfReservedPlaces() { owner.makeReservedObjects() }
        return lock.withLock { tracked.compactMap { $0?.takeUnretainedValue() } }
    }

    private func ownersOfReservedPlaces() -> [Responder] {
        lock.withLock {
            guard reservedCount > 0 else { return [] }
            var owners: [Responder] = []
            for (index, entry) in tracked.enumerated() {
                guard let object = entry?.takeUnretainedValue(), object.registrySlot != index else { continue }
                if owners.last !== object { owners.append(object) }
            }
            return owners
        }
    }

    /// Closes the holes, telling each object its new place, and each holder of places for
    /// objects not made yet where they went.
    private func compactLocked() {
        var kept: [Unmanaged<Responder>?] = []
        kept.reserveCapacity(liveCount + 256)
        for (index, entry) in tracked.enumerated() {
            guard let object = entry else { continue }
            // Without retaining it: the object may be on its way out, waiting for the lock.
            object._withUnsafeGuaranteedRef { object in
                if object.registrySlot == index {
                    object.registrySlot = kept.count
                } else {
                    object.reservedPlaceMoved(from: index, to: kept.count)
                }
            }
            kept.append(object)
        }
        tracked = kept
    }

    /// The lists of rows most lately given to tables, distinct: a table given a list equal to
    /// one of them keeps that one (`sharedRows`).
    private var recentRowLists: [[TableView.Row]] = []

    /// `rows`, or an equal list a table was given lately, whose storage it then shares: screens
    /// of a kind show the same rows (a product's colours and sizes), and each one's own copy was
    /// a tenth of a pushed screen's memory.
    func sharedRows(_ rows: [TableView.Row]) -> [TableView.Row] {
        guard rows.count > 1 else { return rows }
        return lock.withLock {
            if let same = recentRowLists.first(where: { $0 == rows }) { return same }
            if recentRowLists.count == 8 { recentRowLists.removeFirst() }
            recentRowLists.append(rows)
            return rows
        }
    }

    /// Raises what UIKit raises as an uncaught exception. On a device the app terminates here;
    /// here the crash is recorded, every entry point of the model does nothing from now on, and
    /// the run loop runs nothing more (the first crash is the one that counts).
    public func terminate(with crash: Crash) {
        guard self.crash == nil else { return }
        self.crash = crash
        record(crash)
        runLoop.halt()
    }

    /// Lets the run loop run until nothing is waiting, with this runtime current (what ends
    /// there may make objects, which must be named here). Returns whether it became idle.
    @discardableResult
    public func settle(maxSteps: Int = 100_000) -> Bool {
        run { runLoop.settle(maxSteps: maxSteps) }
    }

    /// Whether the steps of each transition are recorded too (its end, the appearance callbacks,
    /// the delegates and completions UIKit calls, a push kept for later): only a trace prints
    /// them, and a command that pushes records eight of them where it recorded one. On by
    /// default; a session turns it off while nobody traces. Read and set on the app's thread.
    public var isRecordingDetails = true

    /// Records one step of a transition, made only when details are recorded.
    func recordDetail(_ event: @autoclosure () -> any RuntimeEvent) {
        guard isRecordingDetails else { return }
        record(event())
    }

    /// Whether the decisions of the coordinator libraries and the apps are recorded too (a
    /// child started, a Back seen as a pop, an output wired to a coordinator, a link routed one
    /// hop further): off by default; a session turns it on for each command a person types
    /// (`trace all` prints them, `why` tells them after) and off for an app it rebuilds by
    /// replaying its log, which makes none of them. Read and set on the app's thread.
    public var isRecordingDecisions = false

    /// Records one decision, made only when decisions are recorded.
    public func recordDecision(_ event: @autoclosure () -> any RuntimeEvent) {
        guard isRecordingDecisions else { return }
        record(event())
    }

    public func record(_ event: any RuntimeEvent) {
        lock.withLock { if recording { recordedEvents.append(event) } }
    }

    /// Returns the events recorded since the last call and forgets them.
    public func drainEvents() -> [any RuntimeEvent] {
        lock.withLock {
            defer { recordedEvents.removeAll() }
            return recordedEvents
        }
    }
}
