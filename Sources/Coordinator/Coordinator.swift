import HeadlessUIKit
import OrderedCollections

/// A coordinator: the object that creates screens, feeds them their input, receives their output
/// and decides what comes next, so that no screen knows any other. It is a responder, so the
/// messages screens send up the chain reach it.
///
/// Subclass it (or `NavigationCoordinator`) for each flow of the app; override `receive` to act
/// on the messages the flow is responsible for.
open class Coordinator<Root: ViewController>: Responder, Coordinating, MessageReceiving, CoordinatingResponderOverride {
    /// The controller this coordinator shows its screens in, often a navigation controller
    /// shared with other coordinators.
    public let rootViewController: Root

    public init(rootViewController: Root) {
        self.rootViewController = rootViewController
        super.init()
    }

    /// Lets go of the children level by level: freeing a coordinator would otherwise free its
    /// children from inside its own deinit, and theirs from inside theirs, one nested call per
    /// level, which overflows the stack for a deep tree (10,000 nested coordinators). A child
    /// that something else still keeps alive is left as it is.
    deinit {
        var pending: [Responder] = childCoordinators.values.map { $0 }
        childCoordinators.removeAll()
        while var coordinator = pending.popLast() {
            guard isKnownUniquelyReferenced(&coordinator) else { continue }
            if let releasing = coordinator as? ReleasingChildren { pending += releasing.releaseChildren() }
        }
    }

    open lazy var identifier: String = String(describing: type(of: self))

    open weak var parent: (any Coordinating)?

    public private(set) var childCoordinators: OrderedDictionary<String, any Coordinating> = [:]

    /// A coordinator's messages go on to its parent, as the library's override of
    /// `coordinatingResponder` says (Coordinator.swift:72 at 8.0); the top one overrides this to
    /// reach the scene delegate, as Implement.md's SceneCoordinator does.
    open var overriddenCoordinatingResponder: Responder? { parent }

    open override var objectKind: String { "coordinator" }

    // MARK: Lifecycle

    public private(set) var isStarted = false

    /// Override to show the first screen; call `super` so the root reports to this coordinator.
    open func start() {
        rootViewController.parentCoordinator = self
        isStarted = true
    }

    /// Override to clean up; call `super`. Like the library's (Coordinator.swift:108 at 8.0), it
    /// leaves the queue alone: the queued messages go when the coordinator goes, and a sender
    /// still awaiting one's reply (the playground's addition, `enqueue`) then hears
    /// `MessageFailure.dropped`.
    open func stop() {
        rootViewController.parentCoordinator = nil
    }

    /// By default, stops the child.
    open func coordinatorDidFinish(_ coordinator: any Coordinating) {
        decide(.coordinatorDidFinish(child: coordinator.objectID))
        stopChild(coordinator: coordinator)
    }

    open func activate() {
        decide(.activate(root: rootViewController.objectID))
        rootViewController.parentCoordinator = self
    }

    open func takeover() {
        activate()
    }

    // MARK: Children

    /// Stores the child under its identifier (replacing one with the same identifier, as the
    /// seed's dictionary does), makes this its parent, and starts it.
    public func startChild(coordinator: any Coordinating) {
        decide(.startChild(coordinator.objectID))
        childCoordinators[coordinator.identifier] = coordinator
        coordinator.parent = self
        coordinator.start()
    }

    /// Forgets the child and stops it.
    public func stopChild(coordinator: any Coordinating) {
        decide(.stopChild(coordinator.objectID))
        coordinator.parent = nil
        childCoordinators.removeValue(forKey: coordinator.identifier)
        coordinator.stop()
    }

    // MARK: Messages

    /// Override to act on messages; the default lets every message pass.
    open func receive(_ message: any Message, from sender: Responder) async throws -> Handling { .pass }

    /// Messages waiting for a dependency, oldest first.
    package private(set) var queuedMessages: [QueuedMessage] = []

    /// radianttap's `enqueueMessage` (Coordinator.swift:184 at 8.0): keeps `run` to try again
    /// later; capture `self` weakly. The override that queues returns, and so does its sender's
    /// `await`; `name` is the playground's, for `queue` to show.
    public func enqueueMessage(named name: String, _ run: @escaping () -> Void) {
        decide(.enqueue(name))
        queuedMessages.append(QueuedMessage(name: name, run: run))
    }

    /// The playground's addition to the library's queue: keeps `message` to try again later, and
    /// returns the handling that tells its sender so: the sender's `await` goes on. radianttap's
    /// queue (Coordinator.swift:178-197 at 8.0) keeps closures and has no `async` in it; its
    /// Library.md (lines 17-33 at 8.0) shows messages declared `async throws`, and an awaiting
    /// sender is what such a message gets when its override waits for the queue (a continuation
    /// the queued closure resumes), so this is written once here rather than in every handler. When the queue is processed, this coordinator sends the
    /// message once more, starting with itself, so the retry is a delivery of its own that
    /// whoever watches the app sees (and that may queue the message again); its reply, or its
    /// error, is what the first sender's `await` returns. `note` says why it waits.
    public func enqueue(_ message: any Message, note: String) -> Handling {
        decide(.enqueueAwaited(message.signature))
        let pending = PendingReply()
        let promise = ReplyPromise(pending, messageName: message.name)
        queuedMessages.append(
            QueuedMessage(name: message.signature, reply: promise) { [weak self] in
                self?.retry(message, answering: promise)
            })
        return .queued(note, pending)
    }

    /// Sends a queued message again, in a task of the run loop, and settles its first sender's
    /// reply with the outcome. Queued again, it hands that sender's wait to the new queue entry
    /// rather than waiting itself, so no task keeps this coordinator alive.
    private func retry(_ message: any Message, answering promise: ReplyPromise) {
        runLoop.spawn { [weak self] in
            guard let self else { return }
            do {
                switch try await walk(message, recordedIn: Delivery(message, from: self)) {
                case .answered(let reply, let listeners):
                    for listener in listeners.reversed() { listener(reply) }
                    promise.fulfil(.success(reply))
                case .queued(let pending, let listeners):
                    pending.forward(to: promise, after: listeners)
                case .unanswered:
                    promise.fulfil(.success(NobodyAnswered()))
                }
            } catch {
                promise.fulfil(.failure(error))
            }
        }
    }

    /// Call each time the dependencies change. Runs every queued message once; the queue is
    /// emptied first, so a message that still cannot run queues itself again for next time.
    public func processQueuedMessages() {
        let pending = queuedMessages
        if !pending.isEmpty { decide(.replayQueue(pending.map(\.name))) }
        queuedMessages.removeAll()
        for message in pending { message.run() }
    }
}

extension Coordinator {
    /// Records one of the library's decisions, made only while decisions are recorded.
    func decide(_ step: @autoclosure () -> CoordinatorDecision.Step) {
        Runtime.current.recordDecision(CoordinatorDecision(objectID, step()))
    }
}

/// Hands over a coordinator's children when it is about to be freed (see `Coordinator.deinit`).
protocol ReleasingChildren: AnyObject {
    func releaseChildren() -> [Responder]
}

extension Coordinator: ReleasingChildren {
    func releaseChildren() -> [Responder] {
        defer { childCoordinators.removeAll() }
        return childCoordinators.values.map { $0 }
    }
}
