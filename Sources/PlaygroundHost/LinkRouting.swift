/// What an app would do with a deep link, known before it is opened.
public enum LinkRouting: Equatable, Sendable {
    /// The app routes it to a screen.
    case opens
    /// Not a link of the app's.
    case unknown
    /// A link of the app's whose data does not exist (`shop://product/99`); says why.
    case leadsNowhere(reason: String)
}
