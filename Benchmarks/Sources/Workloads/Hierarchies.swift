import Coordinator
import HeadlessUIKit
@_spi(Benchmarks) import PlaygroundEngine

/// Very deep and very wide hierarchies in a live session, for timing `chain`, `tree` and `state`.
public enum Hierarchies {
    /// A session whose coordinator tree is `depth` levels deeper than the app's: a chain of
    /// navigation coordinators under the catalog's, all on the app's navigation controller, the
    /// deepest one active. The visible screen's `chain` climbs through every one of them, `tree`
    /// and `state` draw them nested `depth` levels deep. No command builds this, so the app's own
    /// code does (`Session.actOnTopCoordinator`).
    public static func deepCoordinators(_ depth: Int) -> Session {
        let session = Shop.session()
        session.actOnTopCoordinator(as: (any Coordinating).self) { app in
            var parent: any Coordinating = app
            for _ in 0..<depth {
                guard let root = (parent as? NavigationCoordinator)?.rootViewController else { break }
                let child = NestedCoordinator(rootViewController: root)
                parent.startChild(coordinator: child)
                parent = child
            }
        }
        return session
    }

    /// A session whose app coordinator runs `width` more child coordinators side by side.
    public static func wideCoordinators(_ width: Int) -> Session {
        let session = Shop.session()
        session.actOnTopCoordinator(as: (any Coordinating).self) { app in
            guard let root = (app as? NavigationCoordinator)?.rootViewController else { return }
            for index in 0..<width {
                let child = NestedCoordinator(rootViewController: root)
                child.identifier = "Nested\(index)"
                app.startChild(coordinator: child)
            }
        }
        return session
    }

    /// A session whose catalog coordinator pushed `width` product screens, one `push` at a time,
    /// as a person would type them: a navigation stack `width` screens high.
    public static func wideStack(_ width: Int) -> Session {
        let session = Shop.session()
        for _ in 0..<width {
            _ = session.execute("push product 1")
        }
        return session
    }
}

/// A navigation coordinator that does nothing of its own: a level of a deep tree.
final class NestedCoordinator: NavigationCoordinator {}
