extension ViewController {
    /// The segues that leave this controller's scene, when a storyboard made it.
    public var segueDefinitions: [SegueDefinition] {
        guard let storyboard, let sceneIdentifier else { return [] }
        return storyboard.segues(from: sceneIdentifier)
    }

    /// Performs the segue `identifier` from code (Apple's `performSegue(withIdentifier:sender:)`):
    /// the destination is instantiated and the segue made, then `prepare(for:sender:)`, then the
    /// segue's `perform()`. `shouldPerformSegue(withIdentifier:sender:)` is not asked: UIKit asks
    /// it only for a segue the user triggered. A controller whose scene has no such segue raises,
    /// as UIKit does ("Receiver … has no segue with identifier …").
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        guard let definition = segueDefinitions.first(where: { $0.identifier == identifier }) else {
            runtime.terminate(
                with: Crash(.invalidArgument, reason: "Receiver (\(objectName)) has no segue with identifier '\(identifier)'"))
            return
        }
        runSegue(definition, sender: sender)
    }

    /// What the storyboard does when the user acts on a segue's trigger: asks the source first.
    func triggerSegue(_ definition: SegueDefinition, sender: Any?) {
        let runtime = Runtime.current
        guard !runtime.hasCrashed else { return }
        let answer = shouldPerformSegue(withIdentifier: definition.identifier, sender: sender)
        runtime.recordDetail(
            SegueEvent(
                .shouldPerform(answer: answer, sender: Self.describe(sender)), identifier: definition.identifier, source: objectID,
                destination: nil))
        if answer { runSegue(definition, sender: sender) }
    }

    private func runSegue(_ definition: SegueDefinition, sender: Any?) {
        let runtime = Runtime.current
        guard let storyboard, let destination = storyboard.instantiateViewController(withIdentifier: definition.destination) else {
            // A storyboard file Xcode compiled cannot draw a segue to a missing scene.
            preconditionFailure("\(storyboard?.name ?? "?") has a segue '\(definition.identifier)' to no scene")
        }
        let segue = StoryboardSegue(identifier: definition.identifier, kind: definition.kind, source: self, destination: destination)
        runtime.recordDetail(
            SegueEvent(
                .instantiate(definition.kind), identifier: definition.identifier, source: objectID, destination: destination.objectID))
        runtime.recordDetail(
            SegueEvent(
                .prepare(sender: Self.describe(sender)), identifier: definition.identifier, source: objectID,
                destination: destination.objectID))
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Connects the triggers of this scene's segues to its controls, as a storyboard's connections
    /// are made when the scene's view loads: a button's tap, a list's row selection.
    func connectSegueTriggers() {
        for definition in segueDefinitions {
            guard let trigger = definition.trigger, let control = view.view(withIdentifier: trigger) else { continue }
            if let button = control as? Button {
                button.action = { [weak self] button in self?.triggerSegue(definition, sender: button) }
            } else if let list = control as? TableView {
                list.onSelect = { [weak self] _, cell in self?.triggerSegue(definition, sender: cell) }
            }
        }
    }

    private static func describe(_ sender: Any?) -> String? {
        guard let sender else { return nil }
        return (sender as? Responder)?.objectName ?? String(describing: sender)
    }
}
