/// What the app's coordinators report to their `listener`, beyond the library's `EmptyAction` and
/// `DismissAction` (dimaosa's typed actions).

/// The create flow ends with the item made, or with nothing (Panov's `finishFlow?(item)` and
/// `finishFlow?(nil)`).
enum ItemCreateAction {
    case item(Item)
    case dismissFlow
}

/// The settings flow asks to log out; the tab bar passes it on. The original has no logout.
enum SettingsAction {
    case logout
}

/// The tab bar's flows ask to log out.
enum TabbarAction {
    case logout
}

/// The account details are done with.
enum AccountAction {
    case done
}
