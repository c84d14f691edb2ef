import FlyingFox
import Foundation
import PlaygroundPicture
import Synchronization

/// The pictures published, each a step of the page's history, and the pages that show the
/// newest. Publishing only queues the picture and wakes one relay task, so it costs the caller
/// the same however many pages are open; the relay draws each picture once into the history
/// and wakes each page, and each page takes the newest step when its socket is ready for more.
/// A slow page skips the steps it had no time for (it can ask for any of them, `step(_:)`), and
/// nothing queues up for it.
final class PictureBroadcast: Sendable {
    private struct State {
        var picture: any ViewContent
        /// Counts the steps after the first, burst steps too, so a page knows whether it has sent
        /// the newest (`message` gives the same count with the newest step).
        var version = 0
        /// Published and not yet drawn into `history`, in order.
        var waiting: [(label: String, picture: any ViewContent)] = []
        /// Steps typed within a burst since the last picture: they go into the history with the
        /// next one, so a page never has a burst step without the picture after it.
        var bursts: [(label: String, story: String)] = []
        /// How many burst steps go before each waiting picture.
        var burstsBefore: [[(label: String, story: String)]] = []
        var history: StepHistory
        var pages: [Int: PageMailbox] = [:]
        var nextPage = 0
        var isClosed = false
    }

    private let state: Mutex<State>
    /// Held while pictures are drawn into the history, so that they go in in order.
    private let drawing = Mutex(())
    private let wakeups: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    init(showing picture: any ViewContent, label: String, history: StepHistory = StepHistory()) {
        state = Mutex(State(picture: picture, waiting: [(label, picture)], burstsBefore: [[]], history: history))
        (wakeups, wake) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues `picture` as the newest step, `label` saying what made it, and wakes the relay:
    /// O(1), never waits.
    func publish(_ picture: any ViewContent, label: String) {
        state.withLock {
            $0.picture = picture
            $0.version += 1 + $0.bursts.count
            $0.waiting.append((label, picture))
            $0.burstsBefore.append($0.bursts)
            $0.bursts = []
        }
        wake.yield()
    }

    /// Keeps a step typed within a burst, to go into the history before the next picture. O(1).
    func keepBurstStep(label: String, story: String) {
        state.withLock { $0.bursts.append((label, story)) }
    }

    var picture: any ViewContent { state.withLock { $0.picture } }
    var version: Int { state.withLock { $0.version } }

    /// Until `close`: after each publication, draws what was published into the history and
    /// wakes every page.
    func relay() async {
        for await _ in wakeups {
            drawWaiting()
            let pages = state.withLock { Array($0.pages.values) }
            for page in pages { page.wake() }
        }
    }

    /// Draws the pictures waiting into the history, outside the lock publishers take.
    private func drawWaiting() {
        drawing.withLock { _ in
            let (waiting, burstsBefore) = state.withLock { state in
                defer { (state.waiting, state.burstsBefore) = ([], []) }
                return (state.waiting, state.burstsBefore)
            }
            guard !waiting.isEmpty else { return }
            let drawn = waiting.map { (label: $0.label, title: $0.picture.title, panels: $0.picture.panels) }
            state.withLock { state in
                for (step, bursts) in zip(drawn, burstsBefore) {
                    for burst in bursts { state.history.appendBurst(label: burst.label, story: burst.story) }
                    state.history.append(label: step.label, title: step.title, panels: step.panels)
                }
            }
        }
    }

    /// The newest step as a page receives it (`StepHistory.message(of:)`), with its version.
    func message() -> (version: Int, text: String) {
        drawWaiting()
        return state.withLock { state in
            let count = state.history.count
            return (count - 1, state.history.message(of: count) ?? "")
        }
    }

    /// Step `number` (from 1) as a page receives it; nil for a step there is not.
    func step(_ number: Int) -> String? {
        drawWaiting()
        return state.withLock { $0.history.message(of: number) }
    }

    /// How many steps there are, and how many still have their pictures, with the bytes those
    /// keep.
    var historySize: (steps: Int, pictured: Int, bytes: Int) {
        drawWaiting()
        return state.withLock { ($0.history.count, $0.history.picturedCount, $0.history.keptBytes) }
    }

    /// A mailbox for a newly opened page, which will send it the newest picture at once; nil
    /// once the broadcast is closed.
    func openPage() -> PageMailbox? {
        state.withLock { state in
            guard !state.isClosed else { return nil }
            let id = state.nextPage
            state.nextPage += 1
            let page = PageMailbox(id: id, broadcast: self)
            state.pages[id] = page
            return page
        }
    }

    func forget(_ page: PageMailbox) {
        _ = state.withLock { $0.pages.removeValue(forKey: page.id) }
    }

    /// How many pages are open now.
    var pageCount: Int { state.withLock { $0.pages.count } }

    /// Says goodbye to every page (a close frame, "going away") and ends the relay. Returns once
    /// every page's socket has been handed its goodbye, or after `patience` for a page whose
    /// socket stopped asking for frames.
    func close(patience: Duration) async {
        let pages = state.withLock { state in
            state.isClosed = true
            return Array(state.pages.values)
        }
        for page in pages { page.finish(sending: .close(code: .goingAway)) }
        wake.finish()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for page in pages { await page.ended() }
            }
            group.addTask { try? await Task.sleep(for: patience) }
            await group.next()
            group.cancelAll()
        }
    }
}
