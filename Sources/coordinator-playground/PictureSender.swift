import Dispatch
import Foundation
import PlaygroundPicture
import PlaygroundViewWire
import Synchronization

/// Draws the pictures the prompt publishes and sends them to the view's server, on a thread of
/// its own: publishing only queues the picture, so the prompt never waits for a drawing or for
/// the server. Each picture is a step of the page's history, so each is drawn and sent, in
/// order; after sending what was queued it rests `interval`, so a burst of commands reaches the
/// server (and the open page, which shows the newest) as one batch per interval. At most
/// `mostWaiting` wait: past that the oldest waiting are sent without their pictures (the page
/// says so at those steps), so a paste of any length holds the prompt's memory flat.
final class PictureSender: Sendable {
    static let interval: Duration = .milliseconds(40)
    static let mostWaiting = 200

    private struct State {
        var waiting: [(command: String, picture: Picture?)] = []
        var isFinished = false
        /// The server stopped taking pictures.
        var isBroken = false
    }

    private let state = Mutex(State())
    private let wakeups = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    /// `send` gets each drawn frame; false means the server is gone.
    init(send: @escaping @Sendable ([UInt8]) -> Bool) {
        // The thread holds the sender until it ends (after `finish`, or a broken send).
        let thread = Thread { [self] in
            drawAndSend(with: send)
            done.signal()
        }
        thread.name = "view pictures"
        thread.start()
    }

    private func drawAndSend(with send: ([UInt8]) -> Bool) {
        while true {
            wakeups.wait()
            let (waiting, isFinished) = state.withLock { state in
                defer { state.waiting = [] }
                return (state.waiting, state.isFinished)
            }
            if isFinished { return }
            guard !waiting.isEmpty else { continue }
            for step in waiting {
                let drawn = step.picture.map(DrawnPicture.init)
                let frame = ViewWire.frame(
                    label: step.command, title: drawn?.title ?? "Coordinator Playground", panels: drawn?.panels ?? "")
                guard send(frame) else {
                    state.withLock { $0.isBroken = true }
                    return
                }
            }
            Thread.sleep(forTimeInterval: Double(Self.interval / .microseconds(1)) / 1_000_000)
        }
    }

    /// Queues `picture`, the step `command` made, to draw and send. Returns at once.
    func publish(_ picture: Picture, command: String) {
        state.withLock { state in
            state.waiting.append((command, picture))
            // One more step past the limit each time: the one it pushed over loses its picture.
            let over = state.waiting.count - Self.mostWaiting - 1
            if over >= 0 { state.waiting[over].picture = nil }
        }
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
