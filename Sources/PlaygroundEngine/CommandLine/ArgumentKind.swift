/// What an argument names, which decides what TAB offers for it (and what a generator of random
/// valid commands may put there).
package enum ArgumentKind: String, Sendable, CaseIterable {
    /// A command of the table (`help COMMAND`).
    case command
    /// Any live object: by object name (a screen, a view, a coordinator, the application…), type,
    /// section, or a control of the visible screen.
    case responder
    /// Any live screen (a view controller) by object name or type, not only the visible one.
    case screen
    /// A coordinator, a screen or a message of the app whose source `code` shows.
    case code
    /// A button of the visible screen, by identifier.
    case control
    /// A text field of the visible screen, by identifier.
    case field
    /// A row of the visible screen's list, by index or by its text.
    case row
    /// Free text, the rest of the line.
    case text
    /// A deep link the app opens.
    case url
    /// A kind of screen the app can make (`home`, `product`, …).
    case page
    /// What a page needs (`product 2`): its arguments.
    case pageArgument
    /// A screen on the visible coordinator's own list, by object name.
    case coordinatorScreen
    /// An earlier screen of the visible navigation controller's stack (what the Back button's
    /// menu lists), by object name.
    case earlierScreen
    /// A segue of the visible screen's storyboard scene, by identifier.
    case segue
    /// A section of the app a coordinator runs (`checkout`), to start.
    case section
    /// A running coordinator, by object name, type or section, to stop.
    case coordinator
    /// A message the app understands (`cartAdd`).
    case message
    /// One `key=value` argument of the message named before it.
    case messageArgument
    /// A service of the app (`catalog`).
    case service
    /// A fixed choice among the slot's `choices` (`ready`/`pending`, `on`/`off`, `dot`/`mermaid`).
    case choice
    /// A file to write.
    case file
    /// One of the apps the playground runs (`shop`, `items`).
    case app
    /// A start directive of the app named before it (`launch main`), or a word of one.
    case directive
    /// Names only the layer above the engine knows (the coach's lesson numbers): the engine
    /// offers none, and whoever adds the command to the catalog fills them.
    case supplied
    /// The literal word of the slot (`to` in `pop to SCREEN-ID`, `from` in `send`).
    case keyword
}
