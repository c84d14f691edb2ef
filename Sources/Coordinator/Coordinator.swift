import HeadlessUIKit
import OrderedCollections

/// A coordinator: the object that creates screens, feeds them their input, receives their output
/// and decides what comes next, so that no screen knows any other. It is a responder, so the
/// messages screens send up the chain reach it.
///
/// Subclass it (or `NavigationCoordinator`) for each flow of the app; override `receive` to act
/// on the messages the flow is responsible for.
open class Coordinator<Root: ViewController>: Responder, Coordinating, MessageReceiving, CustomCoordinatingResponder {
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

    /// A coordinator's messages go on to its parent; the top one overrides this to reach the
    /// scene delegate.
    open var customCoordinatingResponder: Responder? { parent }

    open override var objectKind: String { "coordinator" }

    // MARK: Lifecycle

    public private(set) var isStarted = false

    /// Override to show the first screen; call `super` so the root reports to this coordinator.
    open func start() {
        rootViewController.parentCoordinator = self
        isStarted = true
    }

    /// Override to clean up; call `super`. Drops the queue too: a stopped coordinator gets no
    /// more dependencies to run it with, and a sender still awaiting a queued message's reply is
    /// told so (`MessageFailure.dropped`) rather than kept waiting, and alive, for ever.
    open func stop() {
        rootViewController.parentCoordinator = nil
        queuedMessages.removeAll()
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
    public private(set) var queuedMessages: [QueuedMessage] = []

    /// radianttap's `enqueueMessage`: keeps `run` to try again later; capture `self` weakly.
    public func enqueueMessage(named name: String, _ run: @escaping () -> Void) {
        decide(.enqueue(name))
        queuedMessages.append(QueuedMessage(name: name, run: run))
    }

    /// Keeps `message` to try again later, and returns the handling that tells its sender so:
    /// the sender's `await` goes on. When the queue is processed, this coordinator sends the
    /// message once more, starting with itself, so the retry is a delivery of its own that
    /// whoever watches the app sees (and that may queue the message again); its reply, or its
    /// error, is what the first sender's `await` returns. `note` says why it waits.
    public func enqueue(_ message: any Message, note: String) -> Handling {
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
