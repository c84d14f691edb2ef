import HeadlessUIKit

/// The application coordinator kept a link that needs the tab bar until the user reaches it, or
/// carries out one it kept: `ApplicationCoordinator#1 keeps items://item/3 until the main flow
/// runs (the launch instructor says auth)`.
struct HeldLinkEvent: RuntimeEvent {
    let coordinator: ObjectName
    let link: ItemsDeepLink
    /// What the launch instructor said when the link was kept; nil when it is carried out.
    let instructorSaid: LaunchInstructor?

    var summary: String {
        guard let instructorSaid else { return "\(coordinator) opens \(link), kept since before the main flow ran" }
        return "\(coordinator) keeps \(link) until the main flow runs (the launch instructor says \(instructorSaid))"
    }
}
