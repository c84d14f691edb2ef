import Foundation
import ItemsHost
import PlaygroundHost
import ShopHost
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine

/// The command table is the one source of names, usage, help, completion and the README's
/// reference: these tests hold it to that.
@Suite struct EngineCommandTableTests {
    /// The order is docs/commands.md's, which `EngineDocumentationTests` holds to the table.
    @Test func everyNameIsTakenOnce() {
        #expect(CommandTable.definition(named: "EXIT")?.name == "quit")
        #expect(Set(CommandTable.allNames).count == CommandTable.allNames.count)
    }

    /// What `help` and the tests run: each example names its own command in full and takes one of
    /// its forms, in each app, so a renamed command or a changed form cannot leave one behind.
    @Test(arguments: CommandTable.all.map(\.name))
    func everyExampleResolvesToItsCommandAndPassesItsUsage(command: String) throws {
        let definition = try #require(CommandTable.definition(named: command))
        let apps: [any PlaygroundApp.Type] = [ShopPlaygroundApp.self, ItemsPlaygroundApp.self]
        for app in apps {
            let catalog = CommandTable.catalog(for: app, among: apps)
            for example in definition.examples(for: AppFacts(app)) {
                let parsed = try #require(try ParsedLine(example.line, in: catalog))
                #expect(parsed.definition?.name == command, "'\(example.line)' runs \(parsed.command.name)")
                #expect(
                    definition.names.contains(try CommandWords.parse(example.line)[0]),
                    "'\(example.line)' shortens the name")
                #expect(definition.forms.contains { $0.matches(parsed.arguments) }, "'\(example.line)' fails its usage")
            }
        }
    }

    @Test func synopsesMergeFormsThatExtendEachOther() {
        #expect(CommandTable.definition(named: "pop")?.synopsis == "pop [to SCREEN-ID | root]")
        #expect(CommandTable.definition(named: "app")?.synopsis == "app [NAME [DIRECTIVE ...]]")
        #expect(CommandTable.definition(named: "back")?.synopsis == "back [to SCREEN-ID]")
        #expect(CommandTable.definition(named: "nav")?.synopsis == "nav pop animated|unanimated")
        #expect(CommandTable.definition(named: "send")?.synopsis == "send MESSAGE [key=value ...] [from RESPONDER]")
        #expect(CommandTable.definition(named: "quit")?.synopsis == "quit | exit")
        #expect(CommandTable.definition(named: "export")?.synopsis == "export dot|mermaid|html [FILE] [--force]")
        #expect(CommandTable.definition(named: "record")?.synopsis == "record FILE|stop [--force]")
        #expect(CommandTable.definition(named: "view")?.synopsis == "view [on|off]")
        #expect(CommandTable.definition(named: "type")?.usages == ["type FIELD TEXT"])
        let lesson = CommandDescription(
            "lesson", section: "Lessons",
            forms: [CommandForm(), CommandForm(ArgumentSlot("N", .supplied)), CommandForm(.keyword("reset"))],
            summary: "", details: "")
        #expect(lesson.synopsis == "lesson [N | reset]")
    }

    @Test func anUnambiguousPrefixRunsItsCommandCaseInsensitively() {
        let session = Session()
        #expect(session.run("TRE") == session.run("tree"))
        #expect(session.run("sc") == session.run("screen"))
        #expect(session.run("obj") == session.run("objects"))
        #expect(session.execute("qui").shouldQuit)
        #expect(session.refuse("q") == "error: ambiguous command 'q': queue, quit")
        #expect(session.execute("EXIT").shouldQuit)
        // An exact name wins over being a prefix of a longer one.
        #expect(session.run("service catalog pending") == "catalog is pending")
    }

    @Test func anAmbiguousPrefixListsTheCandidates() {
        let session = Session()
        #expect(
            session.refuse("s")
                == "error: ambiguous command 's': stack, screen, state, services, select, swipe, segue, start, stop, send, service"
        )
        #expect(session.refuse("e") == "error: ambiguous command 'e': export, exit")
        #expect(session.refuse("st") == "error: ambiguous command 'st': stack, state, start, stop")
    }

    @Test func anUnknownCommandSuggestsTheClosestOrPointsToHelp() {
        let session = Session()
        #expect(session.refuse("tapp addToCart") == "error: unknown command 'tapp'; did you mean tap?")
        #expect(session.refuse("sta") == "error: ambiguous command 'sta': stack, state, start")
        #expect(session.refuse("stte") == "error: unknown command 'stte'; did you mean state?")
        #expect(session.refuse("frobnicate") == "error: unknown command 'frobnicate'. Type 'help' for commands.")
    }

    @Test func wrongArgumentsAnswerTheUsage() {
        let session = Session()
        #expect(session.refuse("tree now") == "error: usage: tree")
        #expect(session.refuse("tap") == "error: usage: tap CONTROL | tap CONTROL twice")
        #expect(session.refuse("tap cart thrice") == "error: usage: tap CONTROL | tap CONTROL twice")
        #expect(session.refuse("swipe up") == "error: usage: swipe down")
        #expect(session.refuse("service catalog") == "error: usage: service NAME ready|pending")
        #expect(session.refuse("trace") == "error: usage: trace off|on|all")
        #expect(session.refuse("trace of") == "error: unknown trace level 'of'; did you mean off?")
    }

    @Test func helpListsEveryCommandFromTheTableOnOneScreen() {
        let session = Session()
        let help = session.execute("help")
        let names = help.lines.dropFirst().prefix { !$0.text.isEmpty }.flatMap { line in
            line.text.split(separator: "  ").last!.split(separator: ", ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(names == CommandTable.all.map(\.name))
        for family in CommandFamily.allCases { #expect(help.output.contains("  " + family.rawValue + "  ")) }
        // A screen of 24 rows at 80 columns, with the prompt.
        #expect(TextLayout.pipedText(of: help.lines).count < 24)
        for definition in CommandTable.all {
            let details = session.run("help \(definition.name)")
            #expect(details.hasPrefix("usage: \(definition.name)"), "help \(definition.name) lacks its usage")
            #expect(
                details.contains(definition.description(for: AppFacts(ShopPlaygroundApp.self)).summary),
                "help \(definition.name) lacks its summary")
        }
    }

    @Test func helpForACommandShowsItsUsageSummaryAndDetails() {
        let help = lines(Session().run("help pop"))
        #expect(help[0] == "usage: pop")
        #expect(help[1] == "usage: pop to SCREEN-ID")
        #expect(help[2] == "usage: pop root")
        #expect(help[3] == CommandTable.definition(named: "pop")?.description(for: AppFacts(ShopPlaygroundApp.self)).summary)
        #expect(help.contains("Examples: `pop to HomeViewController#1`, `pop root`"))
        #expect(Session().run("help sel").hasPrefix("usage: select ROW"))
        #expect(Session().refuse("help frobnicate") == "error: unknown command 'frobnicate'. Type 'help' for commands.")
    }

    @Test func startDirectivesSetServicesAndThePicker() throws {
        var options = StartOptions.shop()
        try options.apply(directive: "service catalog pending")
        try options.apply(directive: "picker MAP")
        #expect(options == StartOptions.shop("service catalog pending", "picker map"))
        #expect(options.directives == ["service catalog pending", "picker map"])
        #expect(throws: StartOptionsError(message: "unknown service 'catalg'; did you mean catalog?")) {
            try options.apply(directive: "service catalg pending")
        }
        #expect(throws: StartOptionsError(message: "the picker is 'list' or 'map', not 'globe'")) {
            try options.apply(directive: "picker globe")
        }
        #expect(
            throws: StartOptionsError(
                message:
                    "unknown directive 'frobnicate' (directives: service NAME pending|ready, picker list|map, pitfall dismiss-then-present|double-tap|reused-screen|unhandled-swipe, app NAME)"
            )
        ) { try options.apply(directive: "frobnicate") }
        let session = Session(options: options)
        #expect(session.run("services").hasPrefix("catalog  pending"))
        #expect(session.model["cityPickerStyle"] == .string("map"))
    }

    /// The shop's old broken forms, for teaching, each by name; a misspelt one is refused with
    /// the likely name.
    @Test func pitfallDirectivesNameTheShopsOldForms() throws {
        var options = StartOptions.shop()
        try options.apply(directive: "pitfall Double-Tap")
        try options.apply(directive: "pitfall unhandled-swipe")
        #expect(options.directives == ["pitfall double-tap", "pitfall unhandled-swipe"])
        #expect(throws: StartOptionsError(message: "unknown pitfall 'dubble-tap'; did you mean double-tap?")) {
            try options.apply(directive: "pitfall dubble-tap")
        }
    }
}
