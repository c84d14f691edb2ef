import HeadlessUIKit

/// The city-picker talk's user edit screen: the user is an input; "Select city" and "Work cities" are
/// outputs (closures, as `Output`s so that a trace shows where each leads). It decides nothing:
/// the coordinator does.
final class EditProfileViewController: ViewController, UpdateableWithUser, DeclaresOutputs {
    // Input
    var user: User? {
        didSet { render() }
    }
    // Output
    lazy var onSelectCity = Output<Void>("onSelectCity", owner: self)
    lazy var onSelectWorkCities = Output<Void>("onSelectWorkCities", owner: self)
    var outputs: [any OutputDescribing] { [onSelectCity, onSelectWorkCities] }

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
        root.addSubview(Button(title: "Select city", identifier: "selectCity") { [weak self] _ in self?.onSelectCity() })
        root.addSubview(Button(title: "Work cities", identifier: "selectWorkCities") { [weak self] _ in self?.onSelectWorkCities() })
        view = root
    }

    private func render() {
        name.text = user?.name ?? ""
        city.text = user?.cityText ?? ""
        workCities.text = user?.workCitiesText ?? ""
    }
}
