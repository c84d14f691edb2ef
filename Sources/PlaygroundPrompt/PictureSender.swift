import Dispatch
import Foundation
import PlaygroundEngine
import PlaygroundPicture
import PlaygroundViewWire
import Synchronization

/// Draws the pictures the prompt publishes and sends them to the view's server, on a thread of
/// its own: publishing only queues the picture, so the prompt never waits for a drawing or for
/// the server. Each picture is a step of the page's history, so each is drawn and sent, in
/// order, after the steps typed within a burst before it (their stories alone: they have no
/// pictures); after sending what was queued it rests `interval`. The prompt publishes a picture
/// only at a pause, or once the page has waited `interval`, so a burst costs a drawing per
/// interval. At most `mostWaiting` pictures wait: past that the oldest waiting are sent without
/// their pictures (the page says so at those steps), so a paste of any length holds the
/// prompt's memory flat.
final class PictureSender: Sendable {
    static let interval: Duration = .milliseconds(40)
    static let mostWaiting = 200

    private struct State {
        var waiting: [Step] = []
        var isFinished = false
        /// The server stopped taking pictures.
        var isBroken = false
    }

    /// A step of the page's history as it waits to be drawn.
    private enum Step {
        case picture(command: String, Picture?)
        /// Typed within a burst: only its story is drawn.
        case burst(command: String, story: CommandStory?)
    }

    private let state = Mutex(State())
    private let wakeups = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    /// `send` gets each drawn frame; false means the server is gone. `first` is what the page
    /// shows as it opens, which the first picture marks its changes against.
    init(after first: AppSnapshot?, send: @escaping @Sendable ([UInt8]) -> Bool) {
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
            let (waiting, isFinished) = state.withLock { state in
                defer { state.waiting = [] }
                return (state.waiting, state.isFinished)
            }
            if isFinished { return }
            guard !waiting.isEmpty else { continue }
            for step in waiting {
                let frame =
                    switch step {
                    case .picture(let command, var picture?):
                        {
                            picture.previous = shown
                            shown = picture.snapshot
                            let drawn = DrawnPicture(picture)
                            return ViewWire.frame(label: command, title: drawn.title, panels: drawn.panels)
                        }()
                    case .picture(let command, nil):
                        ViewWire.frame(label: command, title: "Coordinator Playground", panels: "")
                    case .burst(let command, let story):
                        ViewWire.burstFrame(label: command, story: Picture.storyPanel(of: story))
                    }
                guard send(frame) else {
                    state.withLock { $0.isBroken = true }
                    return
                }
            }
            Thread.sleep(forTimeInterval: Double(Self.interval / .microseconds(1)) / 1_000_000)
        }
    }

    /// Queues `picture`, the step `command` made, to draw and send after the burst steps kept
    /// before it. Returns at once.
    func publish(_ picture: Picture, command: String) {
        state.withLock { state in
            state.waiting.append(.picture(command: command, picture))
            // One more picture past the limit each time: the oldest waiting loses its picture.
            let pictures = state.waiting.indices.filter {
                if case .picture(_, .some) = state.waiting[$0] { true } else { false }
            }
            if pictures.count > Self.mostWaiting, case .picture(let older, _) = state.waiting[pictures[0]] {
                state.waiting[pictures[0]] = .picture(command: older, nil)
            }
        }
        wakeups.signal()
    }

    /// Keeps a step typed within a burst, `command` with its `story`, to send before the next
    /// picture. Returns at once, and wakes nothing: the step has no picture to draw.
    func keepBurstStep(command: String, story: CommandStory?) {
        state.withLock { $0.waiting.append(.burst(command: command, story: story)) }
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
