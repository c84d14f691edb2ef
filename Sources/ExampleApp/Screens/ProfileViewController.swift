import Coordinator
import HeadlessUIKit

/// The signed-in user's profile. It shows the user it is given (an input), so profile editing
/// updates it along with every other screen on the stack.
final class ProfileViewController: ViewController, UpdateableWithUser {
    var user: User? {
        didSet { render() }
    }

    private let name = Label(identifier: "name")
    private let city = Label(identifier: "city")
    private let workCities = Label(identifier: "workCities")

    init(user: User?) {
        self.user = user
        super.init()
        title = "Profile"
        render()
    }

    override func loadView() {
        let root = View()
        for subview in [name, city, workCities] { root.addSubview(subview) }
        root.addSubview(Button(title: "Edit profile", identifier: "editProfile") { button in button.startSending(AccountEditProfile()) })
        root.addSubview(Button(title: "Log out", identifier: "logOut") { button in button.startSending(AccountLogout()) })
        root.addSubview(Button(title: "Close", identifier: "close") { button in button.startSending(AccountClose()) })
        view = root
    }

    private func render() {
        name.text = user?.name ?? ""
        city.text = user?.cityText ?? ""
        workCities.text = user?.workCitiesText ?? ""
    }
}
