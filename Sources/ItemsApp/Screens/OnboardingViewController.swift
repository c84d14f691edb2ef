import HeadlessUIKit

/// The onboarding screen as its coordinator knows it.
protocol OnboardingPresentable: BasePresentable {
    var onFinish: Output<Void> { get }
}

/// "Onboarding": shown once, after the first login; "Finish" ends it.
final class OnboardingViewController: ViewController, OnboardingPresentable {
    lazy var onFinish = Output<Void>("onFinish", owner: self)
    var outputs: [any OutputDescribing] { [onFinish] }

    private let welcome = Label(text: "Welcome: your items live in the first tab.", identifier: "welcome")
    private let finish = Button(title: "Finish", identifier: "finish")

    override init() {
        super.init()
        title = "Onboarding"
        finish.action = { [weak self] _ in self?.onFinish() }
    }

    override func loadView() {
        let root = View()
        root.addSubview(welcome)
        root.addSubview(finish)
        view = root
    }
}
