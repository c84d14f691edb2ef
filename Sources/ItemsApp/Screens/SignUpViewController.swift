import HeadlessUIKit

/// The sign-up screen as its coordinator knows it: two outputs, and an input the terms screen's
/// output reaches through the coordinator (`conformTermsAgreement`, the original's spelling).
protocol SignUpPresentable: BasePresentable {
    var confirmed: Bool { get }
    var onSignUpComplete: Output<Void> { get }
    var onTermsButtonTap: Output<Void> { get }
    func conformTermsAgreement(_ agree: Bool)
}

/// "Sign up": the "Terms accepted" label stays hidden and "Sign up" disabled until the terms are
/// confirmed, as in the original.
final class SignUpViewController: ViewController, SignUpPresentable {
    lazy var onSignUpComplete = Output<Void>("onSignUpComplete", owner: self)
    lazy var onTermsButtonTap = Output<Void>("onTermsButtonTap", owner: self)
    var outputs: [any OutputDescribing] { [onSignUpComplete, onTermsButtonTap] }

    private(set) var confirmed = false

    private let terms = Label(text: "Terms accepted", identifier: "terms")
    private let readTerms = Button(title: "Read terms", identifier: "readTerms")
    private let signUp = Button(title: "Sign up", identifier: "signUp")

    override init() {
        super.init()
        title = "Sign up"
        readTerms.action = { [weak self] _ in self?.onTermsButtonTap() }
        signUp.action = { [weak self] _ in
            guard let self, self.confirmed else { return }
            self.onSignUpComplete()
        }
        render()
    }

    func conformTermsAgreement(_ agree: Bool) {
        confirmed = agree
        render()
    }

    override func loadView() {
        let root = View()
        for subview in [terms, readTerms, signUp] { root.addSubview(subview) }
        view = root
    }

    private func render() {
        terms.isHidden = !confirmed
        signUp.isEnabled = confirmed
    }
}
