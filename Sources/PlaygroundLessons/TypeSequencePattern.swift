import Foundation
import PlaygroundEngine

/// A list of types, bottom first, that a navigation stack or a coordinator's own screens must
/// match; `...` stands for any number of entries, so a goal can say "ends with the cities screen"
/// without caring what lies below it.
struct TypeSequencePattern: Equatable, Sendable, CustomStringConvertible {
    enum Element: Equatable, Sendable {
        case type(String)
        case anything
    }

    let elements: [Element]

    /// `HomeViewController, ProductViewController` or `..., CitiesViewController`.
    init(parsing text: String) throws(GoalConditionError) {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.isEmpty, !items.contains(where: \.isEmpty) else {
            throw GoalConditionError(message: "expected a comma-separated list of types (… for any), not '\(text)'")
        }
        elements = items.map { $0 == "..." || $0 == "…" ? .anything : .type($0) }
    }

    /// Whether `types` (bottom first) fit the pattern; types compare without regard to case.
    func matches(_ types: [String]) -> Bool {
        Self.matches(elements[...], types[...])
    }

    private static func matches(_ pattern: ArraySlice<Element>, _ types: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return types.isEmpty }
        switch first {
        case .anything:
            return types.indices.map { types[$0...] }.contains { matches(pattern.dropFirst(), $0) }
                || matches(pattern.dropFirst(), types[types.endIndex...])
        case .type(let name):
            guard let type = types.first, type.equalsIgnoringCase(name) else { return false }
            return matches(pattern.dropFirst(), types.dropFirst())
        }
    }

    var description: String {
        elements.map { element in
            switch element {
            case .anything: "..."
            case .type(let name): name
            }
        }.joined(separator: ", ")
    }
}
