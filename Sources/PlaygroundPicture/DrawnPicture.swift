/// A picture once drawn: its title and panels as text, and the page they make. What crosses from
/// the prompt to the view's server, which runs as a process of its own and has no app to draw
/// from; drawing again from these is free.
package struct DrawnPicture: Equatable, Sendable {
    /// What the page's title says.
    package var title: String
    /// The panels, the page's body.
    package var panels: String

    package init(title: String, panels: String) {
        self.title = title
        self.panels = panels
    }

    /// Draws `picture`.
    package init(_ picture: Picture) {
        self.init(title: picture.title, panels: picture.panels)
    }

    /// The page, as `Picture.html(liveUpdatesPath:)` makes it.
    package func html(liveUpdatesPath: String? = nil) -> String {
        PicturePage.document(title: title, panels: panels, liveUpdatesPath: liveUpdatesPath)
    }
}
