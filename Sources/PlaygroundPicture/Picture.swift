import PlaygroundEngine

/// The app drawn for a person to look at: the phone, the coordinator tree and the controller
/// hierarchy, each an SVG document, and a self-contained page that shows the three. Made from
/// the typed snapshot alone, so the same app always gives the same bytes: a page can be
/// compared whole in a test and written by a command a transcript records.
///
/// A picture is a value that draws when asked: keeping one is cheap, so the prompt hands the
/// newest to a thread that draws it off the prompt's own.
package struct Picture: Equatable, Sendable {
    package var snapshot: AppSnapshot
    /// The lesson step under way, drawn above the app; nil outside a lesson.
    package var lesson: LessonPanel?
    /// What the last command that acted on the app did: a panel of its own, and its path marked
    /// on both trees. Nil before any.
    package var story: CommandStory?
    /// The app as the picture before showed it: what is new, changed or gone since is marked.
    /// Nil, or another app, marks nothing.
    package var previous: AppSnapshot?

    package init(snapshot: AppSnapshot, previous: AppSnapshot? = nil, lesson: LessonPanel? = nil, story: CommandStory? = nil) {
        self.snapshot = snapshot
        self.previous = previous
        self.lesson = lesson
        self.story = story
    }

    var difference: SnapshotDifference { SnapshotDifference(from: previous, to: snapshot) }

    /// The visible screen and what it is presented over, as `screen` describes them.
    package var phone: String { drawPhone(difference) }

    /// The coordinator tree, laid out as a tidy tree.
    package var coordinators: String { drawCoordinators(coordinatorTree(difference), difference) }

    /// The window's controllers: navigation stacks, children and presentations.
    package var controllers: String { drawControllers(controllerTree(difference)) }

    // One difference, found once, serves the whole page: the page draws from these.

    func drawPhone(_ difference: SnapshotDifference) -> String {
        PhoneDrawing(screens: snapshot.shownScreens, difference: difference, label: DrawingDescription.phone(snapshot, difference)).svg
    }

    func coordinatorTree(_ difference: SnapshotDifference) -> BoxTree {
        BoxTree(coordinatorsOf: snapshot, story: story, difference: difference)
    }

    func controllerTree(_ difference: SnapshotDifference) -> BoxTree {
        BoxTree(controllersOf: snapshot, story: story, difference: difference)
    }

    func drawCoordinators(_ tree: BoxTree, _ difference: SnapshotDifference) -> String {
        BoxTreeDrawing(tree: tree, name: "coordinators", label: DrawingDescription.coordinators(snapshot, difference)).svg
    }

    func drawControllers(_ tree: BoxTree) -> String {
        BoxTreeDrawing(tree: tree, name: "controllers", label: DrawingDescription.controllers(snapshot)).svg
    }

    /// What the page's title says: the visible screen.
    package var title: String {
        guard let visible = snapshot.shownScreens.last else { return "Coordinator Playground" }
        return "Coordinator Playground · " + AppSnapshot.describe(visible.id, title: visible.title)
    }

    /// The panels as one HTML fragment: the page's body, and what a live page swaps in.
    package var panels: String { PicturePage.panels(of: self) }

    /// A whole page, self-contained (no script, font or image from elsewhere). With
    /// `liveUpdatesPath`, the page also carries a small inline script that opens a WebSocket
    /// there and swaps in each picture it is sent; without, it has no script at all.
    package func html(liveUpdatesPath: String? = nil) -> String {
        PicturePage.document(title: title, panels: panels, liveUpdatesPath: liveUpdatesPath)
    }
}

extension Picture {
    /// The CSS of `html()`, for a page of its own that shows panels (several pictures, one at a
    /// time): each picture's `panels` go in an element of class `picture`.
    package static var style: String { PicturePage.style }
}
