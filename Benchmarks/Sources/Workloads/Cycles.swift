import Coordinator
import Foundation
import HeadlessUIKit
import PlaygroundEngine

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

    /// The resident set size of this process, in bytes (Linux: /proc/self/statm).
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The same cycles on the libraries alone (HeadlessUIKit and Coordinator, no engine): a
/// navigation coordinator on a navigation controller in its own runtime, events recorded and
/// drained after each cycle as the engine does.
public final class LibraryCycles {
    private let runtime = Runtime()
    private let coordinator: NavigationCoordinator

    public init() {
        runtime.isRecordingEvents = true
        coordinator = runtime.run {
            let coordinator = NavigationCoordinator(rootViewController: NavigationController(rootViewController: ViewController()))
            coordinator.start()
            coordinator.show(ViewController())
            return coordinator
        }
        _ = runtime.drainEvents()
    }

    public func pushPop() {
        runtime.run {
            coordinator.show(ViewController())
            coordinator.pop()
        }
        _ = runtime.drainEvents()
    }

    public func presentDismiss() {
        runtime.run {
            coordinator.present(ViewController())
            coordinator.dismiss()
        }
        _ = runtime.drainEvents()
    }
}
