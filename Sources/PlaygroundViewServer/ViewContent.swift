import PlaygroundPicture

/// What the view server shows: a `Picture`, drawn by the server when a page needs it (once per
/// picture, off the publisher's thread), or a `DrawnPicture` drawn already (the view's server
/// process gets those from the prompt, which has the app).
package protocol ViewContent: Sendable {
    /// The page's title.
    var title: String { get }
    /// The page's body, what an open page swaps in.
    var panels: String { get }
    /// The whole page; with `liveUpdatesPath`, it opens the WebSocket there.
    func html(liveUpdatesPath: String?) -> String
}

extension Picture: ViewContent {}

extension DrawnPicture: ViewContent {}
