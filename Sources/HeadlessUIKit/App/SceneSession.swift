import Foundation

/// The persistent record of a scene; apps attach what the scene needs (the seeds keep the
/// app's dependencies here).
public final class SceneSession {
    public var userInfo: [String: Any] = [:]
    public init() {}
}
