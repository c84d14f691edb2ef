/// One step of a segue as UIKit takes it: the source asked whether to go (a segue the user
/// triggered), the segue made (its destination instantiated), the source told to prepare, the
/// transition started.
public struct SegueEvent: RuntimeEvent, Equatable {
    public enum Transition: String, Sendable { case push, present }
    public enum Step: Equatable, Sendable {
        case shouldPerform(answer: Bool, sender: String?)
        case instantiate(SegueDefinition.Kind)
        case prepare(sender: String?)
        case perform(Transition)
    }

    public let step: Step
    public let identifier: String
    public let source: ObjectName
    public let destination: ObjectName?

    public init(_ step: Step, identifier: String, source: ObjectName, destination: ObjectName?) {
        self.step = step
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    public var summary: String {
        switch step {
        case .shouldPerform(let answer, let sender):
            return "\(source) shouldPerformSegue(withIdentifier: \"\(identifier)\", sender: \(sender ?? "nil")): \(answer)"
        case .instantiate(let kind):
            return "segue \"\(identifier)\" (\(kind.rawValue)) instantiates \(destination?.description ?? "?")"
        case .prepare(let sender):
            return "\(source) prepare(for: \"\(identifier)\", sender: \(sender ?? "nil"))"
        case .perform(let transition):
            return "segue \"\(identifier)\" perform(): \(transition == .push ? "pushes" : "presents") \(destination?.description ?? "?")"
        }
    }
}
