/// The stored properties of one type that refer to objects without keeping them alive: its
/// `weak` (and `unowned`) ones. Swift keeps every other stored reference, and Swift cannot tell
/// the two apart at run time, so these exceptions are what a type declares for
/// `ReferenceReader` to know what keeps an object alive. A test holds each list to the `weak`
/// properties in the type's source.
public struct NonOwningReferences: Sendable, Equatable {
    /// The type as `String(reflecting:)` names it, without generic arguments
    /// (`Coordinator.Coordinator` for every `Coordinator<Root>`).
    public let typeName: String
    /// The names of its stored properties that do not keep their objects.
    public let labels: [String]

    public init(_ type: Any.Type, _ labels: String...) {
        self.typeName = Self.typeName(of: type)
        self.labels = labels
    }

    /// How declarations name a type: one name for every specialization of a generic type.
    public static func typeName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "<" })
    }
}

extension NonOwningReferences {
    /// The model's own: a controller does not keep its parent, its presenter or the transition
    /// it is in (the run loop keeps that), a navigation controller the top it is showing as it
    /// appears (its stack keeps it), a presentation controller its controller or its
    /// delegate, a container its delegate, a view its superview or its controller, a window its
    /// scene, a scene its application or its windows (the scene delegate keeps the window, as in
    /// UIKit).
    public static let model: [NonOwningReferences] = [
        NonOwningReferences(ViewController.self, "parent", "ownPresenting", "presentationTransition"),
        NonOwningReferences(NavigationController.self, "delegate", "navigationTransition", "topShownByAppearing"),
        NonOwningReferences(TabBarController.self, "delegate"),
        NonOwningReferences(PresentationController.self, "presentedViewController", "delegate"),
        NonOwningReferences(View.self, "superview", "owningViewController"),
        NonOwningReferences(Window.self, "windowScene"),
        NonOwningReferences(Scene.self, "application"),
        NonOwningReferences(WeakWindow.self, "window"),
    ]
}
