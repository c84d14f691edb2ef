import FlyingFox
import Foundation
import PlaygroundPicture
import Synchronization

/// The latest picture and the pages that show it. Publishing only stores the picture and wakes
/// one relay task, so it costs the caller the same however many pages are open; the relay
/// draws the picture once and wakes each page, and each page takes the newest picture when its
/// socket is ready for more. A slow page skips the pictures it had no time for, and nothing
/// queues up for it.
final class PictureBroadcast: Sendable {
    private struct State {
        var picture: any ViewContent
        /// Counts publications, so a page knows whether it has sent the newest.
        var version = 0
        /// The newest picture as sent: drawn once, for every page.
        var drawn: (version: Int, message: String)?
        var pages: [Int: PageMailbox] = [:]
        var nextPage = 0
        var isClosed = false
    }

    private let state: Mutex<State>
    private let wakeups: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    init(showing picture: any ViewContent) {
        state = Mutex(State(picture: picture))
        (wakeups, wake) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Stores `picture` as the newest and wakes the relay: O(1), never waits.
    func publish(_ picture: any ViewContent) {
        state.withLock {
            $0.picture = picture
            $0.version += 1
        }
        wake.yield()
    }

    var picture: any ViewContent { state.withLock { $0.picture } }
    var version: Int { state.withLock { $0.version } }

    /// Until `close`: after each publication, draws the newest picture (when a page is open)
    /// and wakes every page.
    func relay() async {
        for await _ in wakeups {
            let pages = state.withLock { Array($0.pages.values) }
            guard !pages.isEmpty else { continue }
            _ = message()
            for page in pages { page.wake() }
        }
    }

    /// The newest picture as a page receives it, with its version: its title on the first line,
    /// then the panels. Drawn at most once per version, unless two pages race for a new one.
    func message() -> (version: Int, text: String) {
        let (picture, version, drawn) = state.withLock { ($0.picture, $0.version, $0.drawn) }
        if let drawn, drawn.version == version { return (version, drawn.message) }
        let title = picture.title.replacingOccurrences(of: "\n", with: " ")
        let text = title + "\n" + picture.panels
        state.withLock { state in
            if (state.drawn?.version ?? -1) < version { state.drawn = (version, text) }
        }
        return (version, text)
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
