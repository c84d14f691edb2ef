import HeadlessUIKit

/// The settings screen as its coordinator knows it.
protocol SettingsPresentable: BasePresentable {
    var onAccountSelect: Output<Void> { get }
    var onLogout: Output<Void> { get }
}

/// "Settings": the "Account" row leads to the account details; the other rows are for show, as
/// the original's mock settings are (`SettingsController.makeMockData()` at 5607964); "Log out"
/// ends the main flow. The account row and the logout are the playground's.
final class SettingsViewController: ViewController, SettingsPresentable {
    lazy var onAccountSelect = Output<Void>("onAccountSelect", owner: self)
    lazy var onLogout = Output<Void>("onLogout", owner: self)
    var outputs: [any OutputDescribing] { [onAccountSelect, onLogout] }

    private let table = TableView(
        identifier: "rows",
        rows: [
            TableView.Row(title: "Account", hasDisclosure: true),
            TableView.Row(title: "Notifications", detail: "On"),
            TableView.Row(title: "Language", detail: "English"),
        ])
    private let logOut = Button(title: "Log out", identifier: "logOut")

    override init() {
        super.init()
        title = "Settings"
        table.onSelect = { [weak self] index, _ in
            if index == 0 { self?.onAccountSelect() }
        }
        logOut.action = { [weak self] _ in self?.onLogout() }
    }

    override func loadView() {
        let root = View()
        root.addSubview(table)
        root.addSubview(logOut)
        view = root
    }
}
