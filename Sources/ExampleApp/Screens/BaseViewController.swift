import HeadlessUIKit

/// The city-picker talk's `BaseViewController` (slide 21 of `Coordinators_16:9.pdf`,
/// pegurov/CoordinatorsDemo @ 4af2978): a screen made from a storyboard does not configure the
/// next screen in `prepare(for:sender:)` itself; it hands the segue to whoever set
/// `onPrepareForSegue`, its coordinator. The talk's closure is `((UIStoryboardSegue, Any?) ->
/// ())?`; here it is an `Output`, so the trace shows where it leads.
class BaseViewController: ViewController, DeclaresOutputs {
    lazy var onPrepareForSegue = Output<(StoryboardSegue, Any?)>("onPrepareForSegue", owner: self)

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        onPrepareForSegue((segue, sender))
    }

    var outputs: [any OutputDescribing] { [onPrepareForSegue] }
}
