/// The bar at the bottom of a tab bar controller's view: one button per tab, in the order of the
/// controller's `viewControllers`, the selected one marked. Tapping a button is the user's tap
/// on the tab; the tab bar controller decides what it does.
open class TabBar: View {
    public private(set) var buttons: [TabBarButton] = []
    /// Told the index of the tab the user tapped.
    var onTap: ((Int) -> Void)?

    open override var objectKind: String { "tab bar" }

    /// Replaces the buttons, one per item. An identifier already taken by an earlier tab (or
    /// empty) becomes `tabN`, so that every tab can be tapped by its own name.
    func setItems(_ items: [TabBarItem], selectedIndex: Int?) {
        for button in buttons { button.removeFromSuperview() }
        var taken = Set<String>()
        buttons = items.enumerated().map { index, item in
            var identifier = item.identifier
            if identifier.isEmpty || taken.contains(identifier) { identifier = "tab\(index)" }
            taken.insert(identifier)
            let button = TabBarButton(title: item.title, identifier: identifier, index: index) { [weak self] button in
                guard let index = (button as? TabBarButton)?.index else { return }
                self?.onTap?(index)
            }
            button.isHidden = isHidden
            return button
        }
        for button in buttons { addSubview(button) }
        markSelected(selectedIndex)
    }

    func markSelected(_ index: Int?) {
        for button in buttons { button.isSelected = button.index == index }
    }

    /// Hides the bar and its buttons together: a hidden tab cannot be tapped.
    func setBarHidden(_ hidden: Bool) {
        isHidden = hidden
        for button in buttons { button.isHidden = hidden }
    }
}
