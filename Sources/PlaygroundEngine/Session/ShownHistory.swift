import HeadlessUIKit

/// What the app showed at launch and after each logged command: the visible screen and its
/// face. With it `undo` says what the app shows one command back without the app, so a run of
/// undos only shortens the log, and the app they leave is rebuilt once, when a command next
/// reads it. Replaying the log makes the same objects with the same names, so what was shown
/// then is what the rebuilt app shows.
///
/// Each distinct look of a screen (its type, title, labels and controls) is kept once, and an
/// entry is that look's number and the screen's own number, 8 bytes. Only the last
/// `window` to 2 × `window` entries are kept: 8 bytes a command grew the memory benchmark's
/// million push/pop cycles by 16 MB against its 5 MB target, and a run of undos longer than
/// the window is rare enough to pay for reading the rebuilt app (`last` is then nil).
struct ShownHistory {
    /// What an entry stands for: the visible screen (nil when none is), its title and its face.
    struct Shown {
        let screen: ObjectName?
        let title: String?
        let face: VisibleFace?

        /// What shows on `visible`, with its `face` just read.
        init(_ visible: ViewController?, face: VisibleFace?) {
            self.init(screen: visible?.objectID, title: visible?.title, face: face)
        }

        /// What shows in `app` now, its face read in the app's runtime.
        init(showingIn app: RunningApp) {
            self.init(app.visibleScreen, face: app.runtime.run { VisibleFace(of: app) })
        }

        init(screen: ObjectName?, title: String?, face: VisibleFace?) {
            self.screen = screen
            self.title = title
            self.face = face
        }

        /// `ProductViewController#3 "Wool Coat"`, as `now showing` names it, or `nothing`.
        var description: String {
            screen.map { AppSnapshot.describe($0, title: title) } ?? "nothing"
        }
    }

    private struct Look: Hashable {
        let typeName: String
        let title: String?
        let labels: [String]
        let controls: [VisibleFace.Control]
    }

    private struct Entry {
        /// The look's number, or -1 when no screen was visible.
        let look: Int32
        let screenNumber: Int32
    }

    private var looks: [Look] = []
    private var numberOfLook: [Look: Int32] = [:]
    /// The entries from `forgotten` on.
    private var entries: [Entry] = []
    /// How many entries before the kept ones were let go.
    private var forgotten = 0
    /// The entries kept at least: a run of this many undos is answered without the app.
    let window: Int

    init(window: Int = 16_384) {
        self.window = window
    }

    /// Every entry, the forgotten included: one more than the log's lines.
    var count: Int { forgotten + entries.count }

    /// Adds what shows now.
    mutating func append(_ shown: Shown) {
        if entries.count >= 2 * window {
            entries.removeFirst(window)
            forgotten += window
        }
        guard let screen = shown.screen, let face = shown.face else {
            entries.append(Entry(look: -1, screenNumber: 0))
            return
        }
        let look = Look(typeName: screen.typeName, title: shown.title, labels: face.labels, controls: face.controls)
        let number =
            numberOfLook[look]
            ?? {
                looks.append(look)
                numberOfLook[look] = Int32(looks.count - 1)
                return Int32(looks.count - 1)
            }()
        entries.append(Entry(look: number, screenNumber: Int32(screen.number)))
    }

    /// Forgets every entry after the first `count` (their looks stay among the distinct ones).
    mutating func keepFirst(_ count: Int) {
        guard count > forgotten else {
            entries = []
            forgotten = max(count, 0)
            return
        }
        entries.removeSubrange(min(count - forgotten, entries.count)...)
    }

    mutating func removeLast() {
        if entries.isEmpty { forgotten = max(forgotten - 1, 0) } else { entries.removeLast() }
    }

    /// The last entry: what shows now; nil when it was let go (or there is none).
    var last: Shown? {
        guard let entry = entries.last else { return nil }
        guard entry.look >= 0 else { return Shown(screen: nil, title: nil, face: nil) }
        let look = looks[Int(entry.look)]
        let name = ObjectName(typeName: look.typeName, number: Int(entry.screenNumber))
        return Shown(screen: name, title: look.title, face: VisibleFace(screen: name, labels: look.labels, controls: look.controls))
    }
}
