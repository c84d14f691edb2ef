import HeadlessUIKit

/// The city-picker talk's user edit screen: the user is an input; "Select city" and "Work cities" are
/// outputs (closures). It decides nothing: the coordinator does.
final class EditProfileViewController: ViewController, UpdateableWithUser {
    // Input
    var user: User? {
        didSet { render() }
    }
    // Output
    var onSelectCity: (() -> Void)?
    var onSelectWorkCities: (() -> Void)?

    private let name = Label(identifier: "name")
    private let city = Label(identifier: "city")
    private let workCities = Label(identifier: "workCities")

    override init() {
        super.init()
        title = "Edit profile"
    }

    override func loadView() {
        let root = View()
        for subview in [name, city, workCities] { root.addSubview(subview) }
        root.addSubview(Button(title: "Select city", identifier: "selectCity") { [weak self] _ in self?.onSelectCity?() })
        root.addSubview(Button(title: "Work cities", identifier: "selectWorkCities") { [weak self] _ in self?.onSelectWorkCities?() })
        view = root
    }

    private func render() {
        name.text = user?.name ?? ""
        city.text = user?.cityText ?? ""
        workCities.text = user?.workCitiesText ?? ""
    }
}
