import Coordinator
import HeadlessUIKit

/// The terms of service; "Accept" tells whoever handles `accountAcceptTerms`.
final class TermsViewController: ViewController {
    override init() {
        super.init()
        title = "Terms"
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(text: "Be kind to the coordinators.", identifier: "terms"))
        root.addSubview(Button(title: "Accept", identifier: "accept") { button in button.startSending(AccountAcceptTerms()) })
        view = root
    }
}
