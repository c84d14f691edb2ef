import Foundation
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundLessons

/// Every command of the README's reference, in both apps, at the prompt a person has (the lesson
/// coach around the engine): each one answers, with output or with a refusal that says why in a
/// sentence this test names. An error the script does not expect (a usage line, an unknown
/// name) fails it, and so does a command of the reference the script never runs.
@Suite struct EveryCommandInBothAppsTests {
    /// One line at the prompt, and what its refusal must say when it is meant to refuse.
    struct Line: CustomStringConvertible {
        let text: String
        let refusal: String?
        var description: String { text }
    }

    static func runs(_ text: String) -> Line { Line(text: text, refusal: nil) }
    static func refuses(_ text: String, saying reason: String) -> Line { Line(text: text, refusal: reason) }

    static let shop: [Line] = [
        runs("tree"), runs("stack"), runs("screen"), runs("chain"), runs("outputs"), runs("state model"), runs("objects"),
        runs("queue"), runs("services"), runs("who cartAdd"), runs("holders CatalogCoordinator"), runs("code CatalogCoordinator"),
        refuses("start checkout", saying: "the cart is empty"), runs("select \"Wool Coat\""), runs("tap addToCart"), runs("why"),
        runs("tap sizeGuide"), runs("segue showSize"), runs("back"), runs("tap done"), runs("send cartAdd product=1"), runs("back"),
        runs("open shop://product/3"), refuses("notify launch_id=items", saying: "takes no push notifications"),
        runs("push product 2"), runs("pop"),
        runs("pop root"), runs("push product 4"), runs("nav pop animated"), runs("present login"), runs("swipe down"),
        runs("present login"), runs("dismiss"),
        runs("tap account"), runs("type username pavel"), runs("start cart"), runs("stop cart"),
        runs("service catalog pending"), runs("export dot"), runs("trace on"), runs("trace off"), runs("record stop"),
        runs("view off"), runs("undo"), runs("reset"), runs("app"), runs("help tap"), runs("clear"), runs("lesson"),
        refuses("step", saying: "no lesson"), refuses("intro", saying: "no lesson"),
        refuses("goal", saying: "no lesson"), refuses("hint", saying: "no lesson"), refuses("solution", saying: "no lesson"),
        refuses("next", saying: "no lesson"), refuses("skip", saying: "no lesson"), refuses("predict 1", saying: "no lesson"),
        runs("quit"),
    ]

    static let items: [Line] = [
        runs("app items"), runs("tree"), runs("stack"), runs("screen"), runs("chain"), runs("outputs"), runs("state model"),
        runs("objects"), refuses("queue", saying: "queue nothing"), refuses("services", saying: "has no services"),
        refuses("who logIn", saying: "has no messages"), runs("holders AuthCoordinator"), runs("code AuthCoordinator"),
        refuses("start account", saying: "start main first"), runs("tap signUp"), runs("why"), runs("tap readTerms"),
        runs("tap agree"), runs("back"), refuses("send accountLogin", saying: "send no messages"), runs("open items://signup"),
        runs("notify launch_id=items"),
        runs("back"), runs("tap logIn"), runs("tap finish"), runs("select 0"), runs("back"), runs("tap add"),
        runs("type title Lamp"), runs("tap hide"), refuses("segue showSize", saying: "has no segues"), runs("push item 2"), runs("pop"),
        refuses("pop to ItemsListViewController#1", saying: "no pop to a given screen"), runs("push item 3"), runs("pop root"),
        runs("tap settings"), runs("select Account"), runs("nav pop animated"), runs("present create"), runs("swipe down"),
        runs("present create"), runs("dismiss"),
        runs("stop account"), runs("start account"), refuses("service catalog ready", saying: "has no services"),
        runs("export mermaid"), runs("trace on"), runs("trace off"), runs("record stop"), runs("view off"), runs("undo"), runs("clear"),
        runs("reset"), runs("app"), runs("help outputs"), runs("lesson"), refuses("step", saying: "no lesson"),
        refuses("intro", saying: "no lesson"),
        refuses("goal", saying: "no lesson"), refuses("hint", saying: "no lesson"), refuses("solution", saying: "no lesson"),
        refuses("next", saying: "no lesson"), refuses("skip", saying: "no lesson"), refuses("predict 1", saying: "no lesson"),
        runs("quit"),
    ]

    @Test(arguments: [("shop", shop), ("items", items)])
    func everyCommandOfTheReadmeAnswers(app: String, script: [Line]) throws {
        let lessons = try LessonLibrary.load(directory: LessonFixtures.lessonsFolder, apps: .shipped)
        let coach = LessonCoach(apps: .shipped, lessons: lessons, store: InMemoryProgressStore(), confirm: { _ in true })
        for line in script {
            let result = coach.execute(line.text)
            // `quit` ends quietly; `view off` and `clear` answer with a request the front end carries out.
            #expect(
                !result.lines.isEmpty || line.text.hasPrefix("quit") || result.picture != nil || result.clearsScreen,
                "\(app): '\(line.text)' answered nothing")
            if let reason = line.refusal {
                #expect(result.isError, "\(app): '\(line.text)' was meant to refuse: \(result.output)")
                #expect(result.output.contains(reason), "\(app): '\(line.text)' refused without saying why: \(result.output)")
            } else {
                #expect(!result.isError, "\(app): '\(line.text)' failed: \(result.output)")
            }
        }
        #expect(coach.execute("app").output.hasPrefix("running: \(app)"))
        // The script runs every command the README lists, the coach's included.
        let reference = coach.commands.descriptions.map(\.name)
        let run = Set(script.compactMap { $0.text.split(separator: " ").first.map(String.init) })
        #expect(Set(reference).subtracting(run) == [], "\(app): the script never runs these")
    }
}
