import HeadlessUIKit

/// The main screen's two tabs, left to right.
enum MainTab: Int, CaseIterable {
    case items, settings
}

/// The tab bar as its coordinator knows it (dimaosa's `TabbarPresentable`): each output hands over
/// the navigation controller of the tab it is about, for the coordinator to run that tab's flow in.
protocol TabbarPresentable: BasePresentable {
    var onItemFlowSelect: Output<NavigationController> { get }
    var onSettingsFlowSelect: Output<NavigationController> { get }
    var onViewDidLoad: Output<NavigationController> { get }
    /// Selects a tab by code and returns its navigation controller. No output fires: UIKit tells
    /// the delegate only of the user's taps.
    func selectTab(_ tab: MainTab) -> NavigationController
}

/// The tab bar controller of the original: its own delegate, set in `viewDidLoad`, which then hands
/// the first tab's navigation controller to `onViewDidLoad`; a user's tap on a tab fires that tab's
/// output. The tabs (one navigation controller each) come from the factory, where the original
/// has them in a storyboard.
final class TabbarController: TabBarController, TabbarPresentable, TabBarControllerDelegate {
    lazy var onItemFlowSelect = Output<NavigationController>("onItemFlowSelect", owner: self)
    lazy var onSettingsFlowSelect = Output<NavigationController>("onSettingsFlowSelect", owner: self)
    lazy var onViewDidLoad = Output<NavigationController>("onViewDidLoad", owner: self)
    var outputs: [any OutputDescribing] { [onItemFlowSelect, onSettingsFlowSelect, onViewDidLoad] }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        if let first = viewControllers.first as? NavigationController { onViewDidLoad(first) }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        guard let navigation = viewController as? NavigationController else { return }
        switch MainTab(rawValue: selectedIndex) {
        case .items: onItemFlowSelect(navigation)
        case .settings: onSettingsFlowSelect(navigation)
        case nil: break
        }
    }

    func selectTab(_ tab: MainTab) -> NavigationController {
        selectedIndex = tab.rawValue
        guard let navigation = viewControllers[tab.rawValue] as? NavigationController else {
            preconditionFailure("each tab of \(objectName) is a navigation controller")
        }
        return navigation
    }
}
