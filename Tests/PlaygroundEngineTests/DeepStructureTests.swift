import Coordinator
import Foundation
import HeadlessUIKit
import TestSupport
import Testing

@testable import PlaygroundEngine

/// A 10,000-deep chain of presented controllers, and 10,000 nested coordinators, built through the
/// engine's internals: every command that walks them (`chain`, `tree`, `state`, `stack`,
/// `objects`, `stop`, `undo`, `reset`) answers, and throwing the app away does not overflow the
/// stack. Each test runs on a thread with a 512 KiB stack, the size of a secondary thread on
/// Apple's systems, so that any recursion in depth fails here rather than on a person's Mac.
@Suite struct DeepStructureTests {
    static let depth = 10_000
    static let smallStack = 512 * 1024

    @Test func aTenThousandDeepChainOfPresentedControllers() {
        let outcome = Self.onSmallStack {
            let session = Session()
            session.run("service catalog pending")  // something for undo to take back
            let app = session.live
            app.runtime.run {
                var presenter: ViewController = app.window.rootViewController!
                for index in 1...Self.depth {
                    let next = ViewController()
                    next.title = "Modal \(index)"
                    presenter.present(next, animated: false)
                    // UIKit refuses to present from a controller still being presented.
                    app.runtime.settle()
                    presenter = next
                }
            }
            #expect(session.live.visibleScreen?.objectName == "ViewController#\(Self.depth)")  // `state` is too deep for JSONSerialization
            let chain = lines(session.run("chain"))
            #expect(chain.count > Self.depth)
            #expect(session.snapshot.chain.last?.id == id("ShopAppDelegate#1"))
            #expect(lines(session.run("stack")).count > Self.depth)
            #expect(lines(session.run("tree")).first == "AppCoordinator#1  root NavigationController#1")
            #expect(lines(session.run("objects")).last?.hasSuffix(", ViewController#\(Self.depth)") == true)
            let snapshot = session.snapshot
            #expect(snapshot.controllers.last?.id == id("ViewController#\(Self.depth)"))
            #expect(session.run("state") == StateRenderer.json(of: snapshot))
            #expect(lines(session.run("screen")) == ["ViewController#\(Self.depth) \"Modal \(Self.depth)\"", "  (nothing on screen)"])
            // The coordinator that owns the top (through 10,000 presenters) pushes on it.
            session.refuse("pop")
            // Undo throws the deep app away and builds the one before it.
            #expect(session.run("undo").hasPrefix("undid: service catalog pending"))
            #expect(session.visible == "HomeViewController#1")
            session.expectSnapshot(Session().snapshot)
            return true
        }
        #expect(outcome == true)
    }

    @Test func tenThousandNestedCoordinators() {
        let outcome = Self.onSmallStack {
            let session = Session()
            session.run("service catalog pending")
            let app = session.live
            app.runtime.run {
                var parent: any Coordinating = app.appCoordinator
                for _ in 1...Self.depth {
                    let child = NavigationCoordinator(rootViewController: NavigationController())
                    parent.startChild(coordinator: child)
                    parent = child
                }
            }
            let tree = lines(session.run("tree"))
            #expect(session.snapshot.coordinators.last?.id == id("NavigationCoordinator#\(Self.depth)"))
            #expect(tree.count >= Self.depth)
            let chain = lines(session.run("chain NavigationCoordinator#\(Self.depth)"))
            #expect(chain.count > Self.depth)
            #expect(session.snapshot.chain.last?.id == id("ShopAppDelegate#1"))
            #expect(session.run("state") == StateRenderer.json(of: session.snapshot))
            #expect(!session.run("stack").isEmpty)
            #expect(session.snapshot[objects: "coordinator"].last == "NavigationCoordinator#\(Self.depth)")
            // Stopping the outermost lets all 10,000 go at once.
            #expect(session.run("stop NavigationCoordinator#1") == "AppCoordinator#1 stopped NavigationCoordinator#1")
            #expect(session.snapshot[objects: "coordinator"] == ["AppCoordinator#1", "CatalogCoordinator#1"])
            session.undo()  // the stop is logged: undo rebuilds without it, from the log
            #expect(session.run("reset").hasPrefix("reset: a freshly launched app"))
            return true
        }
        #expect(outcome == true)
    }

    @Test func theDeepAppIsFreedWhenItsSessionGoes() {
        let outcome = Self.onSmallStack {
            weak var deepest: ViewController?
            do {
                let session = Session()
                let app = session.live
                app.runtime.run {
                    var presenter: ViewController = app.window.rootViewController!
                    var parent: any Coordinating = app.appCoordinator
                    for _ in 1...Self.depth {
                        let next = ViewController()
                        presenter.present(next, animated: false)
                        app.runtime.settle()
                        presenter = next
                        let child = NavigationCoordinator(rootViewController: NavigationController())
                        parent.startChild(coordinator: child)
                        parent = child
                    }
                    deepest = presenter
                }
                #expect(deepest != nil)
            }
            #expect(deepest == nil)
            return true
        }
        #expect(outcome == true)
    }

    @Test func swiftTestingThreadsStackSize() {
        // What these tests would get without their own thread (printed for the record).
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return }  // glibc's, not in the Glibc module
        var attributes = pthread_attr_t()
        _ = unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes)
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        pthread_attr_destroy(&attributes)
        print(
            "deep: Swift Testing runs this test on a thread with a \(size / 1024) KiB stack; the deep tests use \(Self.smallStack / 1024) KiB"
        )
        #expect(size > 0)
    }

    /// Runs `body` on a new thread with a small stack and waits for it.
    static func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = smallStack
        thread.start()
        done.wait()
        return box.value
    }
}

private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

private extension Session {
    func undo(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run("undo", sourceLocation: sourceLocation).hasPrefix("undid: "), sourceLocation: sourceLocation)
    }
}
