import HeadlessUIKit

/// The size guide's coordinator: the talk's `StoryboardCoordinator` over the size-guide
/// storyboard. It hears every segue's preparation through the screens' `onPrepareForSegue` and
/// configures the destination (the talk's slide 21); its output `onFinish` gives the chosen size,
/// or nil for Done (the talk's coordinator Output, "onFinish callback").
///
/// The talk writes `typealias UserEditCoordinator = StoryboardCoordinator<UserEditViewController>`;
/// a flow with wiring of its own needs a body, so the playground subclasses instead.
final class SizeGuideCoordinator: StoryboardCoordinator<SizeGuideViewController>, DeclaresOutputs {
    lazy var onFinish = Output<ProductSize?>("onFinish", owner: self)
    var outputs: [any OutputDescribing] { [onFinish] }

    init(size: ProductSize) {
        super.init(storyboard: .sizeGuide)
        rootViewController.size = size
        rootViewController.onPrepareForSegue.wire(to: self, "prepare") { [weak self] segue, sender in
            self?.prepare(for: segue, sender: sender)
        }
        rootViewController.onDone.wire(to: self, "finish") { [weak self] in self?.finish(with: nil) }
    }

    /// Shows the storyboard's navigation modally (the talk: "you can either show the Navigation
    /// modally, or take the Root and launch into the existing navigation").
    func start(from presenter: ViewController) {
        presenter.present(navigationController, animated: true)
    }

    /// The destination is made and not yet shown: give it what it needs and wire its outputs.
    private func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch segue.destination {
        case let detail as SizeDetailViewController:
            // The row the user selected, or (a segue performed from code) the size checked.
            let row = sender as? TableCell
            let size = row.map { ProductSize.allCases[$0.index] } ?? rootViewController.size
            detail.size = size
            detail.onChoose.wire(to: self, "finish") { [weak self] size in self?.finish(with: size) }
            let reason = row != nil ? "the row the segue came from" : "no sender, so the size checked"
            Runtime.current.recordDecision(HandOff(from: objectID, to: detail.objectID, "size \(size.rawValue)", reason))
        case let advice as HowToMeasureViewController:
            advice.onClose.wire(to: self, "closeAdvice") { [weak advice] in advice?.dismiss(animated: true) }
            Runtime.current.recordDecision(
                AppDecision(objectID, "prepare(for: \"\(segue.identifier)\")", "wires \(advice.objectName).onClose"))
        default:
            break
        }
    }

    private func finish(with size: ProductSize?) {
        navigationController.dismiss(animated: true)
        onFinish(size)
    }
}
