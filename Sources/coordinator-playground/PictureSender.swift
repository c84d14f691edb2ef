import Dispatch
import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewWire
import Synchronization

/// Draws the pictures the prompt publishes and sends them to the view's server, on a thread of
/// its own: publishing only stores the newest picture, so the prompt never waits for a drawing
/// or for the server. After each drawing it rests `interval`; pictures published meanwhile are
/// drawn as one, the newest, so a burst of commands costs a drawing per interval.
final class PictureSender: Sendable {
    static let interval: Duration = .milliseconds(40)

    private struct State {
        var newest: Picture?
        var isFinished = false
        /// The server stopped taking pictures.
        var isBroken = false
    }

    private let state = Mutex(State())
    private let wakeups = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    /// `send` gets each drawn frame; false means the server is gone. `first`: the app the page
    /// shows already, so that the next picture marks what changed since.
    init(after first: AppSnapshot? = nil, send: @escaping @Sendable ([UInt8]) -> Bool) {
        // The thread holds the sender until it ends (after `finish`, or a broken send).
        let thread = Thread { [self] in
            drawAndSend(after: first, with: send)
            done.signal()
        }
        thread.name = "view pictures"
        thread.start()
    }

    /// Each picture marks what changed since the one sent before it: what the page showed.
    private func drawAndSend(after first: AppSnapshot?, with send: ([UInt8]) -> Bool) {
        var shown = first
        while true {
            wakeups.wait()
            let (picture, isFinished) = state.withLock { state in
                defer { state.newest = nil }
                return (state.newest, state.isFinished)
            }
            if isFinished { return }
            guard var picture else { continue }
            picture.previous = shown
            shown = picture.snapshot
            let drawn = DrawnPicture(picture)
            guard send(ViewWire.frame(title: drawn.title, panels: drawn.panels)) else {
                state.withLock { $0.isBroken = true }
                return
            }
            Thread.sleep(forTimeInterval: Double(Self.interval / .microseconds(1)) / 1_000_000)
        }
    }

    /// Makes `picture` the next to draw. Returns at once.
    func publish(_ picture: Picture) {
        state.withLock { $0.newest = picture }
        wakeups.signal()
    }

    /// Whether the server stopped taking pictures.
    var isBroken: Bool { state.withLock { $0.isBroken } }

    /// Stops drawing, and returns once the thread has sent its last picture.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakeups.signal()
        done.wait()
    }
}
