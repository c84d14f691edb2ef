import HeadlessUIKit

extension NonOwningReferences {
    /// The library's own: a coordinator does not keep its parent (a child never keeps its parent
    /// alive), and a controller does not keep its `parentCoordinator`.
    public static let coordinatorLibrary: [NonOwningReferences] = [
        NonOwningReferences(Coordinator<ViewController>.self, "parent"),
        NonOwningReferences(WeakCoordinating.self, "coordinator"),
    ]
}
