import HeadlessUIKit
import PlaygroundHost

/// Pages by the names a person types, case-insensitively, with "did you mean", checked by the
/// app before anything is made.
enum PageLookup {
    /// A page the app can make: its name as the app spells it, and its arguments.
    struct Request {
        let name: String
        let arguments: [String]
    }

    static func page(_ words: [String], in app: RunningApp) throws(CommandError) -> Request {
        let typed = words[0]
        let names = app.appDescription.pages.map(\.name)
        guard let name = names.first(where: { $0.equalsIgnoringCase(typed) }) else {
            throw CommandError.unknown("screen", typed, among: names)
        }
        let request = Request(name: name, arguments: Array(words.dropFirst()))
        do throws(AppRefusal) {
            try app.kind.checkPage(named: request.name, arguments: request.arguments)
        } catch {
            throw CommandError(refusal: error)
        }
        return request
    }
}
