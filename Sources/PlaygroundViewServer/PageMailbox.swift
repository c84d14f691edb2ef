import FlyingFox
import Foundation
import Synchronization

/// What one open page is sent next. The page's socket asks for a frame only when it has
/// written the last one, and gets the replies it owes first (a pong, the closing frame), then
/// the newest picture if it has not sent that one yet, or waits. So a slow page never has more
/// than one picture in hand, whatever the prompt publishes meanwhile.
final class PageMailbox: Sendable {
    let id: Int
    /// Held until the page is finished, when the broadcast forgets the page.
    private let broadcast: PictureBroadcast

    private struct State {
        var sentVersion = -1
        /// Control frames owed to the page, in order; a page sends few, and they are answered
        /// as soon as the socket is free.
        var replies: [WSFrame] = []
        /// No more pictures: send the replies left, then end.
        var isFinished = false
        /// Set by `wake` so a wake between looking and waiting is not lost.
        var isWoken = false
        var waiter: CheckedContinuation<Void, Never>?
        /// The socket has been handed its last frame.
        var hasEnded = false
        var endWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init(id: Int, broadcast: PictureBroadcast) {
        self.id = id
        self.broadcast = broadcast
    }

    /// The next frame for the page, waiting until there is one; nil when the page is done.
    func next() async -> WSFrame? {
        while true {
            let newest = broadcast.version
            enum Step {
                case send(WSFrame)
                case sendPicture
                case end
                case wait
            }
            let step: Step = state.withLock { state in
                state.isWoken = false
                if !state.replies.isEmpty { return .send(state.replies.removeFirst()) }
                if state.isFinished { return .end }
                return state.sentVersion < newest ? .sendPicture : .wait
            }
            switch step {
            case .send(let frame): return frame
            case .end:
                let waiters = state.withLock { state in
                    state.hasEnded = true
                    defer { state.endWaiters = [] }
                    return state.endWaiters
                }
                for waiter in waiters { waiter.resume() }
                return nil
            case .sendPicture:
                let (version, text) = broadcast.message()
                state.withLock { $0.sentVersion = version }
                return WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
            case .wait:
                await waitForWake()
            }
        }
    }

    /// Something may be ready: a newer picture, a reply, the end.
    func wake() {
        let waiter = state.withLock { state in
            state.isWoken = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Owes the page `frame` (a pong) before anything else.
    func reply(_ frame: WSFrame) {
        state.withLock { $0.replies.append(frame) }
        wake()
    }

    /// Ends the page: sends `frame` (a close) if given, then nothing more.
    func finish(sending frame: WSFrame? = nil) {
        state.withLock { state in
            if let frame, !state.isFinished { state.replies.append(frame) }
            state.isFinished = true
        }
        broadcast.forget(self)
        wake()
    }

    /// Returns once the socket has been handed its last frame (after `finish`, the close), or
    /// when the waiting task is cancelled.
    func ended() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let hasEnded = state.withLock { state in
                    if !state.hasEnded { state.endWaiters.append(continuation) }
                    return state.hasEnded
                }
                if hasEnded { continuation.resume() }
            }
        } onCancel: {
            let waiters = state.withLock { state in
                defer { state.endWaiters = [] }
                return state.endWaiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    private func waitForWake() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    guard !state.isWoken && !state.isFinished else { return true }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            finish()
        }
    }
}
