import HeadlessUIKit

/// The account details as their coordinator knows them.
protocol AccountPresentable: BasePresentable {
    var onDone: Output<Void> { get }
}

/// "Account": who is signed in, and "Done", which leaves through the router. The navigation bar's
/// Back button leaves too, without asking anyone: the app's weak spot. The playground's screen
/// (the originals have no account screen).
final class AccountViewController: ViewController, AccountPresentable {
    lazy var onDone = Output<Void>("onDone", owner: self)
    var outputs: [any OutputDescribing] { [onDone] }

    private let name = Label(text: "Signed in as Ada", identifier: "name")
    private let done = Button(title: "Done", identifier: "done")

    override init() {
        super.init()
        title = "Account"
        done.action = { [weak self] _ in self?.onDone() }
    }

    override func loadView() {
        let root = View()
        root.addSubview(name)
        root.addSubview(done)
        view = root
    }
}
