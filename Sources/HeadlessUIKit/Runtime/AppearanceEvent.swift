/// UIKit called one of a controller's appearance callbacks.
public struct AppearanceEvent: RuntimeEvent, Equatable {
    public enum Callback: String, Sendable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    public let controller: ObjectName
    public let callback: Callback

    public var summary: String { "\(callback.rawValue): \(controller)" }
}
