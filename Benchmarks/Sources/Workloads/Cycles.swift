import Coordinator
import Foundation
import HeadlessUIKit
@_spi(Benchmarks) import PlaygroundEngine

/// Doing and undoing the same thing many times, to see whether anything is left behind.
public enum Cycles {
    /// One push and pop through the engine, as typed at the prompt (two commands).
    public static func pushPop(in session: Session) {
        _ = session.execute("push product 3")
        _ = session.execute("pop")
    }

    /// One present and dismiss through the engine (two commands).
    public static func presentDismiss(in session: Session) {
        _ = session.execute("present terms")
        _ = session.execute("dismiss")
    }

    /// The resident set size of this process, in bytes (Linux: /proc/self/statm). macOS has no
    /// /proc: there the peak so far (`getrusage`'s `ru_maxrss`, in bytes on macOS) stands in.
    public static func residentBytes() -> Int {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            var usage = rusage()
            return getrusage(RUSAGE_SELF, &usage) == 0 ? Int(usage.ru_maxrss) : 0
        #endif
    }
}

/// The same cycles on the libraries alone (HeadlessUIKit and Coordinator, no engine): a
/// navigation coordinator on a navigation controller shown in a window, in its own runtime,
/// events recorded, and the run loop settled and the events drained after each step as the
/// engine does (a transition ends at settle, and UIKit refuses the next one before).
public final class LibraryCycles {
    private let runtime = Runtime()
    private let coordinator: NavigationCoordinator
    /// The application, scene and window the navigation controller is shown in, kept.
    private let screen: (Application, Scene, Window)

    public init() {
        runtime.isRecordingEvents = true
        (coordinator, screen) = runtime.run {
            let navigation = NavigationController(rootViewController: ViewController())
            let application = Application(delegate: NoApplicationDelegate())
            let scene = Scene(session: SceneSession(), application: application)
            let window = Window(windowScene: scene)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let coordinator = NavigationCoordinator(rootViewController: navigation)
            coordinator.start()
            coordinator.show(ViewController())
            return (coordinator, (application, scene, window))
        }
        settle()
    }

    public func pushPop() {
        runtime.run { coordinator.show(ViewController()) }
        settle()
        runtime.run { coordinator.pop() }
        settle()
    }

    public func presentDismiss() {
        runtime.run { coordinator.present(ViewController()) }
        settle()
        runtime.run { coordinator.dismiss() }
        settle()
    }

    private func settle() {
        runtime.settle()
        _ = runtime.drainEvents()
    }
}

/// An application delegate with nothing to do.
private final class NoApplicationDelegate: ApplicationDelegate {
    func applicationDidFinishLaunching(_ application: Application) {}
}
