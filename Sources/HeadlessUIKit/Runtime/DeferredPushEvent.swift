/// A push asked for while an animated change of the same navigation controller is in flight:
/// UIKit keeps it and pushes when that change ends (the stack traces of a deferred push show
/// UIKit calling `pushViewController:animated:` from the finishing transition).
public struct DeferredPushEvent: RuntimeEvent, Equatable {
    public let navigationController: ObjectName
    public let pushed: ObjectName

    public var summary: String {
        "\(navigationController) keeps the push of \(pushed) until its running transition ends"
    }
}
