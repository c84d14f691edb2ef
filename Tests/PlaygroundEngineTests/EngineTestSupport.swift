import Foundation
import Testing

@testable import PlaygroundEngine

/// Helpers for driving a session from tests the way a person drives it from the prompt.
extension Session {
    /// Runs a line that must succeed and returns its output.
    @discardableResult
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = execute(line)
        #expect(!result.isError, "'\(line)' failed: \(result.output)", sourceLocation: sourceLocation)
        return result.output
    }

    /// Runs lines that must all succeed.
    func run(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines { run(line, sourceLocation: sourceLocation) }
    }

    /// Runs a line that must be refused: it answers one `error: ` line (after any explanation)
    /// and leaves the app exactly as it was. Returns the error line.
    @discardableResult
    func refuse(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let before = snapshot
        let result = execute(line)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(result.isError, "'\(line)' was not refused: \(result.output)", sourceLocation: sourceLocation)
        #expect(lines.last?.hasPrefix("error: ") == true, "'\(line)' answered: \(result.output)", sourceLocation: sourceLocation)
        #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1, sourceLocation: sourceLocation)
        #expect(snapshot == before, "'\(line)' changed the app", sourceLocation: sourceLocation)
        return lines.last ?? ""
    }

    /// The app as it stands: if this is equal, the app is the same.
    var snapshot: AppSnapshot { appSnapshot()! }

    var stateJSON: String { execute("state").output }

    var visible: String { snapshot.visible?.description ?? "" }

    var model: SnapshotValue { snapshot.model }

    var cart: [String] {
        guard case .array(let items)? = model["cart"] else { return [] }
        return items.compactMap(\.scalarText)
    }
}

/// Lines of a command's output.
func lines(_ output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
