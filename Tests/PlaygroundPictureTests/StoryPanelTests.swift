import HeadlessUIKit
import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The last command's story: what it did, in order, from the runtime's own records (a message's
/// hops, a closure output and its listener, the transitions), drawn as a panel of its own and
/// marked on both trees.
@Suite struct StoryPanelTests {
    private func name(_ text: String) -> ObjectName {
        let parts = text.split(separator: "#")
        return ObjectName(typeName: String(parts[0]), number: Int(parts[1])!)
    }

    /// In the shop, `tap cart` sends `cartToggle` up the chain: every responder it met with what
    /// it did, then the navigation controller's change of stack.
    @Test func aMessagesHopsAndTheTransitionItCausedAreTheStory() throws {
        let session = Session.shop(after: "select Coats", "select Parka", "tap cart")
        let story = try #require(session.lastCommandStory())
        let hops: [(String, CommandStory.Outcome)] = [
            ("Button#7", .passed), ("View#5", .passed), ("ProductViewController#1", .passed), ("NavigationController#1", .passed),
            ("CatalogCoordinator#1", .passed), ("AppCoordinator#1", .handled("the cart replaced the main stack")),
        ]
        #expect(
            story
                == CommandStory(
                    command: "tap cart",
                    events: [
                        .message(
                            CommandStory.MessageJourney(
                                message: "cartToggle", name: "cartToggle", sender: name("Button#7"),
                                hops: hops.map { CommandStory.Hop(responder: name($0.0), outcome: $0.1) })),
                        .transition(
                            kind: .navigation,
                            line: "NavigationController#1 set (not animated): ProductViewController#1 → CartViewController#1"),
                    ]))
        // The same hops `why` explains, in the same order.
        let why = session.execute("why").output
        var position = why.startIndex
        for (responder, _) in hops {
            let found = try #require(why.range(of: responder, range: position..<why.endIndex), "\(responder) in why")
            position = found.upperBound
        }
    }

    /// The panel tells it in order, and the trees mark where it went: the handler's box framed
    /// and saying so, the coordinators it passed through marked passed, the others not at all.
    @Test func thePanelTellsItAndTheTreesMarkThePath() throws {
        let picture = Session.shop(after: "select Coats", "select Parka", "tap cart").picture
        let panels = picture.panels
        let story = try #require(panels.range(of: "<section class=\"panel story\"").map { String(panels[$0.lowerBound...]) })
        let panel = String(story[..<story.range(of: "</section>")!.upperBound])
        #expect(panel.contains("<code>tap cart</code>"))
        #expect(
            panel.contains(
                "<li class=\"handled\"><code>AppCoordinator#1</code> <span class=\"outcome\">handled</span>: the cart replaced the main stack</li>"
            ))
        #expect(panel.components(separatedBy: "<li class=\"passed\">").count - 1 == 5)
        let message = try #require(panel.range(of: "cartToggle"))
        let transition = try #require(panel.range(of: "NavigationController#1 set (not animated)"))
        #expect(message.lowerBound < transition.lowerBound)

        let coordinators = picture.coordinators
        let handler = try #require(coordinators.group(classed: "box chain story story-handled"))
        #expect(handler.texts == ["AppCoordinator#1", "root NavigationController#1", "screens: none", "◆ cartToggle: handled", "A", "4"])
        let passed = try #require(coordinators.group(classed: "box story story-passed"))
        #expect(passed.texts.first == "CatalogCoordinator#1" && passed.texts.suffix(2) == ["◆ cartToggle: passed", "B"])
        #expect(coordinators.components(separatedBy: "◆").count - 1 == 2)
        #expect(picture.controllers.texts.contains("◆ cartToggle: passed"))
    }

    /// In the items app a tap fires a closure output: the story names the output and the
    /// method it reached, the screen is marked as firing it and the coordinator as hearing it.
    @Test func aClosureOutputAndItsListenerAreTheStoryInTheItemsApp() throws {
        let session = Session(options: .items())
        #expect(!session.execute("tap signUp").isError)
        let story = try #require(session.lastCommandStory())
        #expect(story.command == "tap signUp")
        let output = CommandStory.Event.output(
            owner: name("LoginViewController#1"), output: "onSignUpButtonTap",
            wiring: OutputWiring(listener: name("AuthCoordinator#1"), method: "showSignUp"))
        #expect(story.events.first == output)
        #expect(story.events.dropFirst().allSatisfy { if case .transition = $0 { true } else { false } })
        #expect(story.events.contains { if case .transition(.navigation, _) = $0 { true } else { false } })
        #expect(
            story.path == [
                name("LoginViewController#1"): .fired(output: "onSignUpButtonTap"),
                name("AuthCoordinator#1"): .heard(output: "onSignUpButtonTap", method: "showSignUp"),
            ])
        let picture = Picture(snapshot: session.pictureSnapshot()!, story: story)
        #expect(picture.panels.contains("<code>LoginViewController#1.onSignUpButtonTap</code> → <code>AuthCoordinator#1.showSignUp</code>"))
        #expect(
            picture.coordinators.group(classed: "box story story-heard")?.texts.suffix(2) == [
                "◆ heard onSignUpButtonTap → showSignUp", "B",
            ])
        #expect(picture.controllers.group(classed: "box story story-fired")?.texts.last == "◆ fired onSignUpButtonTap")
    }

    /// Commands that only look keep the story of the last one that acted, as `why` does; `undo`
    /// tells what it took back, and a new app has none.
    @Test func lookingKeepsTheStoryAndUndoTellsWhatItTookBack() throws {
        let session = Session.shop(after: "select Coats", "select Parka", "tap cart")
        let story = session.lastCommandStory()
        for look in ["tree", "screen", "chain", "stack", "why"] {
            #expect(!session.execute(look).isError)
            #expect(session.lastCommandStory() == story, "after \(look)")
        }
        #expect(!session.execute("undo").isError)
        #expect(session.lastCommandStory() == CommandStory(command: "undo", events: [], ending: .undid("tap cart")))
        let panels = session.picture.panels
        #expect(panels.contains("<p class=\"quiet\">Took back <code>tap cart</code>: the app is as it was before it.</p>"))
        #expect(!panels.contains("No command has acted") && !session.picture.coordinators.contains("◆"))
        #expect(Session().lastCommandStory() == nil)
        #expect(Session().picture.panels.contains("No command has acted on the app yet"))
        #expect(!Session().picture.coordinators.contains("◆"))
    }

    /// A refused command is told with its error, where the story of the last one that acted
    /// was; `why` still explains that one. `reset` and `app` say the app started over.
    @Test func aRefusedCommandAndAFreshAppAreTold() throws {
        let session = Session.shop(after: "select Coats", "select Parka")
        let why = session.execute("why").output
        #expect(session.execute("tap nosuchbutton").isError)
        let refused = try #require(session.lastCommandStory())
        #expect(refused.command == "tap nosuchbutton" && refused.events.isEmpty)
        guard case .refused(let error) = refused.ending else {
            Issue.record("not refused: \(refused.ending)")
            return
        }
        #expect(error.hasPrefix("error: ") && session.picture.panels.contains(SVGText.escaped(error)))
        #expect(session.execute("why").output == why)
        #expect(!session.execute("tap cart").isError)
        #expect(session.lastCommandStory()?.ending == .acted)
        #expect(!session.execute("reset").isError)
        #expect(session.lastCommandStory() == CommandStory(command: "reset", events: [], ending: .startedOver(app: nil)))
        #expect(session.picture.panels.contains("The app launched afresh"))
        #expect(!session.execute("app items").isError)
        #expect(session.lastCommandStory()?.ending == .startedOver(app: "items"))
    }

    /// A command that acted without a message, an output or a transition says so.
    @Test func aCommandThatDidNothingToTellSaysSo() throws {
        let session = Session.shop(after: "select Coats", "select Parka", "select navy")
        #expect(session.lastCommandStory() == CommandStory(command: "select navy", events: []))
        #expect(session.picture.panels.contains("It sent no message, fired no closure output and moved no screen."))
    }

    /// While a page shows the story, each transition's steps are kept with the trace off: the
    /// push starts, UIKit calls the appearance callbacks, the push ends, in that order; the
    /// printed output is the same either way, and without a page only the start is kept.
    @Test func transitionsAreToldAsTheyStartAndEndWhileAPageShowsThem() throws {
        let told = Session()
        told.keepTransitionSteps(true)
        let plain = Session()
        #expect(told.execute("select Coats").output == plain.execute("select Coats").output)
        let events = try #require(told.lastCommandStory()).events
        let kinds = events.compactMap { if case .transition(let kind, _) = $0 { kind } else { nil } }
        let start = try #require(kinds.firstIndex(of: .navigation))
        let end = try #require(kinds.firstIndex(of: .end))
        #expect(start < end)
        #expect(kinds[start..<end].contains(.callback) && kinds[end...].contains(.callback))
        #expect(events.contains(.transition(kind: .end, line: "NavigationController#1 push ends after 0.35s")))
        let plainKinds = try #require(plain.lastCommandStory()).events.compactMap {
            if case .transition(let kind, _) = $0 { kind } else { nil }
        }
        #expect(plainKinds == [.navigation])
        let panel = Picture(snapshot: told.pictureSnapshot()!, story: told.lastCommandStory()).panels
        #expect(
            panel.contains(
                "<li class=\"transition end\"><span class=\"kind\">ends</span> <span class=\"trace-mark\">~</span> NavigationController#1 push ends after 0.35s</li>"
            ))
    }

    /// With `trace all` the coordinators' decisions are in the story, each marked » as the trace
    /// marks it, where it was made: a step's text that quotes a `»` line can be followed on the page.
    @Test func decisionsAreToldWithTheTracesMark() throws {
        let session = Session.shop(
            after: "tap account", "type username pavel", "type password coordinator", "tap logIn", "open shop://profile/edit", "trace all",
            "tap selectCity")
        let story = try #require(session.lastCommandStory())
        let decisions = story.events.compactMap { if case .transition(.decision, let line) = $0 { line } else { nil } }
        #expect(decisions.contains { $0.hasPrefix("ProfileEditingCoordinator#1 startChild(CityPickerCoordinator#1)") })
        let output = try #require(story.events.firstIndex { if case .output = $0 { true } else { false } })
        let decision = try #require(story.events.firstIndex { if case .transition(.decision, _) = $0 { true } else { false } })
        #expect(output < decision)
        let panel = Picture(snapshot: session.pictureSnapshot()!, story: story).panels
        #expect(
            panel.contains(
                "<li class=\"decision\"><span class=\"kind\">decision</span> <span class=\"trace-mark\">»</span> ProfileEditingCoordinator#1 startChild(CityPickerCoordinator#1)"
            ))
        #expect(!panel.contains("<span class=\"kind\">the app</span>"))
    }
}
