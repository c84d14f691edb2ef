/// A coordinator that shows its screens through a router, read-only, so that a listing can say
/// which router each coordinator uses and which coordinators share one (a child pushed on its
/// parent's stack gets the parent's router). The original's coordinators keep theirs private.
public protocol RoutedCoordinator: ParentCoordinator {
    var router: any RouterProtocol { get }
}
