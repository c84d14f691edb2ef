import Foundation
import HeadlessUIKit
import PlaygroundHost
import TextLayout

/// One live app and the commands that built it. Pure: a line in, output out; no terminal, no
/// files. Not thread-safe: one session lives on one thread; run many sessions in parallel, each
/// on its own.
///
/// The app's state is a function of the logged commands: every command that changes the app is
/// logged once it succeeded; `reset` builds a fresh app, and `undo` shortens the log and leaves
/// the app to be rebuilt from it, in the pauses (`PauseRebuild`) or by the next command that
/// reads it. A refused command is never logged and leaves the app as it was.
public final class Session {
    /// How the app starts: the session's own, or the last `app NAME`'s.
    package private(set) var options: StartOptions
    /// The engine's commands, described for the app that runs.
    public private(set) var commands: CommandCatalog
    /// The running app. Replaced, never patched, by `undo` and `reset`. After an `undo` it is
    /// rebuilt from the log, in the pauses or here, by the first command that reads it (ending
    /// what the pauses began): `undo` after `undo` costs nothing until then, so undoing N
    /// commands one by one replays the log once, not N times.
    var live: RunningApp {
        if let runningApp { return runningApp }
        while runningApp == nil, doPauseWork() {}
        return runningApp ?? rebuild(replaying: log)
    }
    /// The app, or nil while it waits to be rebuilt after an `undo`.
    private var runningApp: RunningApp?
    /// The lines that changed the app, in order; replaying them rebuilds it exactly.
    package var log: [String] { commandLog.lines }
    /// `log`, stored compactly (see `CommandLog`).
    private var commandLog = CommandLog()
    /// How much of what each command caused is printed (`trace off|on|all`).
    public internal(set) var traceLevel = TraceLevel.off
    var isTracing: Bool { traceLevel != .off }
    /// Whether each transition's steps (its end, the callbacks) are recorded with the trace off,
    /// for the story a picture tells (`keepTransitionSteps`).
    private var keepsTransitionSteps = false
    /// What `why` explains: the last command that acted on the app, and its messages.
    private(set) var lastAction: LastAction?
    /// The story of the last command that was refused or stepped back (`undo`, `reset`, `app`),
    /// when it came after the last that acted: what a picture tells instead of `lastAction`'s.
    private(set) var lastTurn: CommandStory?
    /// What the visible screen showed after the last command that could change it, to say what
    /// the next such command changed there; commands that only look leave it as it is.
    private var shownFace: VisibleFace?
    /// What the app showed at launch and after each logged command, for `undo` to say what it
    /// shows one command back without rebuilding the app (one more than the log's lines).
    private var shown = ShownHistory()
    private let undoWindow: Int

    /// The app an `undo` left to rebuild, built in the pauses between commands (`doPauseWork`);
    /// transcript replays have no pauses (the next command rebuilds it). Nil in the session a
    /// pause rebuilds an app in.
    private var pauseRebuild: PauseRebuild?
    /// False only in the session a pause rebuilds an app in, which nobody undoes or records.
    private let keepsLog: Bool
    /// How many logged lines this session replayed itself to rebuild its app.
    private var linesReplayedHere = 0
    /// How many logged lines were replayed to rebuild the app, here and in the pauses: what
    /// `undo` and rollbacks cost, counted for the tests that hold undo linear.
    var linesReplayed: Int { linesReplayedHere + (pauseRebuild?.linesReplayed ?? 0) }

    public convenience init(options: StartOptions) {
        self.init(options: options, undoWindow: 16_384)
    }

    /// `undoWindow`: how many commands back `undo` says what showed without the app
    /// (`ShownHistory.window`); small in the tests that go past it.
    init(options: StartOptions, undoWindow: Int) {
        self.options = options
        self.commands = CommandTable.catalog(for: options.app, among: options.available)
        self.pauseRebuild = PauseRebuild()
        self.keepsLog = true
        self.undoWindow = undoWindow
        launch()
    }

    /// A session of `app`, launched with no directives.
    package convenience init(app: any PlaygroundApp.Type) {
        self.init(options: StartOptions(app: app))
    }

    /// A session to rebuild `session`'s app in, in the pauses: no log, no pause work of its own.
    init(rebuildingFor session: Session) {
        self.options = session.options
        self.commands = session.commands
        self.pauseRebuild = nil
        self.keepsLog = false
        self.undoWindow = session.undoWindow
        launch()
    }

    /// Launches a fresh app as the running one, and starts what was shown over with its screen.
    @discardableResult
    private func launch() -> RunningApp {
        let app = RunningApp(options: options)
        runningApp = app
        let launched = ShownHistory.Shown(showingIn: app)
        shownFace = launched.face
        shown = ShownHistory(window: undoWindow)
        shown.append(launched)
        return app
    }

    public var banner: String { options.app.appDescription.banner }

    public var prompt: String { "> " }

    public func execute(_ line: String) -> CommandResult {
        let parsed: ParsedLine?
        do throws(CommandError) {
            parsed = try ParsedLine(line, in: commands)
        } catch {
            return failed(error, command: line, touchedApp: false)
        }
        guard let parsed else { return CommandResult(lines: []) }
        return run(parsed)
    }

    /// Runs a line the layer above already read against `commands` (the lesson coach's catalog
    /// holds the same engine commands, so a word resolves there as it does here).
    public func run(_ parsed: ParsedLine) -> CommandResult {
        let visibleBefore = runningApp.map { $0.visibleScreen?.objectID } ?? shown.last.map(\.screen) ?? live.visibleScreen?.objectID
        var saidAfter: [OutputLine]?
        let (outcome, touchedApp) = run(parsed, recordingDecisions: true) { output, touchedApp in
            // Still in the app's runtime, and the app the command ran on still runs: what follows
            // its output is read there, without entering the runtime a second time.
            saidAfter = aftermath(of: output, parsed, visibleBefore: visibleBefore, touchedApp: touchedApp)
        }
        switch outcome {
        case .success(let output):
            var lines = output.isDocument ? output.lines.map(\.asDocument) : output.lines
            if output.sessionChange == .undo {
                lines += afterUndo(visibleBefore: visibleBefore)
            } else if let saidAfter {
                lines += saidAfter
            } else {
                let live = self.live
                lines += live.runtime.run { aftermath(of: output, parsed, visibleBefore: visibleBefore, touchedApp: touchedApp) }
            }
            var result = CommandResult(
                lines: lines, shouldQuit: output.shouldQuit, fileToWrite: output.fileToWrite, recording: output.recording,
                picture: output.picture)
            result.clearsScreen = output.clearsScreen
            return result
        case .failure(let error):
            return failed(error, command: parsed.text, touchedApp: touchedApp)
        }
    }

    /// What the session says after a command that printed `output` (not `undo`), in the runtime
    /// of the app that runs.
    private func aftermath(of output: CommandOutput, _ parsed: ParsedLine, visibleBefore: ObjectName?, touchedApp: Bool) -> [OutputLine] {
        // A fresh app (another one, or the same relaunched) is no change of the screen in view.
        let relaunched: Bool
        switch output.sessionChange {
        case .reset, .switchApp: relaunched = true
        default: relaunched = false
        }
        return aftermath(
            visibleBefore: visibleBefore, appMayHaveChanged: touchedApp || output.sessionChange != nil, relaunched: relaunched,
            printedDelivery: output.printedDelivery, acted: touchedApp ? parsed.text : nil)
    }

    /// A refused command's result; the app it changed is rebuilt as it was.
    private func failed(_ error: CommandError, command: String, touchedApp: Bool) -> CommandResult {
        if touchedApp {
            rebuild(replaying: log)
        } else if let runningApp {
            _ = runningApp.runtime.drainEvents()
            _ = runningApp.replies.take()
        }
        guard let crash = error.crash else {
            let lines = error.precedingLines.map { OutputLine($0) } + [OutputLine("error: " + error.message, kind: .error)]
            lastTurn = CommandStory(command: command, events: [], ending: .refused("error: " + error.message))
            return CommandResult(lines: lines, isError: true)
        }
        let lines = error.outputBeforeCrash + [OutputLine(crash.summary, kind: .crash), OutputLine(Self.afterCrash)]
        lastTurn = CommandStory(command: command, events: [], ending: .refused(crash.summary + "; " + Self.afterCrash))
        return CommandResult(lines: lines, isError: true)
    }

    /// What a transcript recorded from now on must start with so that it replays from a fresh
    /// app: the start directives, and the commands that built the app so far with what each
    /// prints in a fresh session (tracing included, if it is on), its lines as a replay lays
    /// them out (a table's rows keep their cells).
    public func transcriptPreamble() -> (directives: [String], commands: [(command: String, result: CommandResult)]) {
        let fresh = Session(options: options)
        var lines = log
        if isTracing { lines.insert("trace \(traceLevel.rawValue)", at: 0) }
        return (options.transcriptDirectives, lines.map { ($0, fresh.execute($0)) })
    }

    /// Candidates for TAB: `line` is the text before the cursor; each candidate is the full word
    /// that would replace the word being typed.
    public func completions(forLine line: String) -> Completions {
        live.runtime.run { Completion(app: live, commands: commands).candidates(forLine: line) }
    }

    /// Runs one line. Also says whether the command changed the app, which a refused command
    /// must roll back. `then` runs after a command that succeeded, in the app's runtime, when
    /// the app it ran on still runs (no `undo`, `reset` or `app` replaced it).
    ///
    /// `recordingDecisions`: whether the decisions of the coordinators are recorded, at any trace
    /// level: `why` tells them after the command (`trace all` prints them as it runs). A command
    /// a person typed records them; one replayed to rebuild an app (after `undo`) does
    /// not, since nobody asks why of it.
    private func run(
        _ parsed: ParsedLine, recordingDecisions: Bool, then: (CommandOutput, _ touchedApp: Bool) -> Void = { _, _ in }
    ) -> (Result<CommandOutput, CommandError>, touchedApp: Bool) {
        let appTouch = AppTouch()
        let definition: CommandDefinition
        do throws(CommandError) {
            definition = try check(parsed)
        } catch {
            return (.failure(error), false)
        }
        // After an `undo`, a command that reads no app runs without one: no rebuild for it.
        guard definition.readsApp || runningApp != nil else {
            let outcome = Result { () throws(CommandError) -> CommandOutput in
                try perform(parsed, definition, on: nil, appTouch: appTouch)
            }
            return (outcome, false)
        }
        let live = self.live
        // The steps of each transition matter only to a trace: unrecorded, a push costs less.
        live.runtime.isRecordingDetails = isTracing || keepsTransitionSteps
        live.runtime.isRecordingDecisions = recordingDecisions
        let outcome = live.runtime.run {
            Result { () throws(CommandError) -> CommandOutput in
                let output = try perform(parsed, definition, on: live, appTouch: appTouch)
                if runningApp === live { then(output, appTouch.isTouched) }
                return output
            }
        }
        return (outcome, appTouch.isTouched)
    }

    /// The engine's command `parsed` names, refused here when no form of it takes its arguments
    /// or the app lacks what it needs.
    private func check(_ parsed: ParsedLine) throws(CommandError) -> CommandDefinition {
        guard let definition = parsed.definition else {
            throw CommandError("'\(parsed.command.name)' is not a command of the engine")
        }
        let arguments = parsed.arguments
        guard definition.forms.contains(where: { $0.matches(arguments) }) else {
            let usage = "usage: " + definition.usages.joined(separator: " | ")
            // An object named to a command that takes no name at all (`objects`, `tree`):
            // say which commands show one.
            let takesNoName = definition.forms.allSatisfy { $0.slots.allSatisfy { $0.kind == .keyword } }
            if arguments.count == 1, takesNoName {
                let live = self.live
                let hint = live.runtime.run {
                    live.namedObject(arguments[0]).map { ObjectHint.text(for: $0, refusedBy: definition.name) }
                }
                if let hint { throw CommandError(usage + "; " + hint) }
            }
            throw CommandError(usage)
        }
        if let reason = definition.refusal(for: options.app, among: options.available) {
            throw CommandError(reason)
        }
        return definition
    }

    /// Runs `definition` on `app` (nil only for a command that reads no app, while the app
    /// waits to be rebuilt), lets what it started end, and logs the line if it changed the app.
    private func perform(
        _ parsed: ParsedLine, _ definition: CommandDefinition, on app: RunningApp?, appTouch: AppTouch
    ) throws(CommandError) -> CommandOutput {
        let invocation = Invocation(
            app: app, options: options, arguments: parsed.arguments, commands: commands, loggedCount: commandLog.count,
            lastLogged: commandLog.last, lastAction: lastAction, appTouch: appTouch)
        let output = try definition.run(invocation)
        if app != nil { try settleApp() }
        if let change = output.sessionChange { carryOut(change, command: parsed.text) }
        if definition.changesApp && keepsLog {
            commandLog.append(parsed.text)
        }
        return output
    }

    /// Lets the app's run loop run until nothing is in flight, after every command: a person
    /// types slower than an animation, so what a command started (transitions, and the work
    /// they end with) is over before the next one. A crash, or work that never ends, fails the
    /// command, which leaves the app as it was before it.
    private func settleApp() throws(CommandError) {
        let idle = live.runtime.runLoop.settle(maxSteps: Self.settleSteps)
        if let crash = live.runtime.crash {
            var lines = EventLines(level: traceLevel)
            for event in live.runtime.drainEvents() { lines.add(event) }
            throw CommandError(crash: crash, after: lines.finish())
        }
        guard idle else {
            throw CommandError(
                "the app was still busy after \(Self.settleSteps) steps of its run loop (a loop in its code?); the playground left the app as it was before the command"
            )
        }
    }

    /// How much work one settle may do before the session gives up on it.
    static let settleSteps = 100_000

    /// What the session says after a crash line.
    static let afterCrash = "a device would have terminated the app here; the playground left the app as it was before the command"

    /// Records each transition's steps (its end, the appearance callbacks, the delegates and
    /// completions UIKit calls) from the next command on, even with the trace off, so the last
    /// command's story has them: while a page shows it. Printed output does not change.
    public func keepTransitionSteps(_ keep: Bool) {
        keepsTransitionSteps = keep
    }

    /// Does what a command asked of the session.
    private func carryOut(_ change: SessionChange, command: String) {
        switch change {
        case .tracing(let level): traceLevel = level
        case .undo:
            lastTurn = CommandStory(command: command, events: [], ending: .undid(undoLast()))
            lastAction = nil
        case .reset:
            rebuild(replaying: [])
            lastAction = nil
            lastTurn = CommandStory(command: command, events: [], ending: .startedOver(app: nil))
        case .switchApp(let newOptions):
            options = newOptions
            commands = CommandTable.catalog(for: newOptions.app, among: newOptions.available)
            rebuild(replaying: [])
            lastAction = nil
            lastTurn = CommandStory(command: command, events: [], ending: .startedOver(app: newOptions.app.appDescription.name))
        }
    }

    /// Builds a fresh app and replays `lines` in it: the app those commands make, and nothing
    /// else (no replies, no trace of the replay). `lines` is the log or the start of it, or none.
    @discardableResult
    func rebuild(replaying lines: [String]) -> RunningApp {
        guard !lines.isEmpty else {
            commandLog = CommandLog()
            pauseRebuild?.startOver()
            return launch()
        }
        let app = RunningApp(options: options)
        runningApp = app
        commandLog = CommandLog()
        for line in lines { replay(line) }
        _ = app.replies.take()
        shown.keepFirst(lines.count + 1)
        pauseRebuild?.startOver()
        return app
    }

    /// Runs one logged line again, as `rebuild` does: nothing printed.
    func replay(_ line: String) {
        linesReplayedHere += 1
        let outcome = Result { () throws(CommandError) -> CommandOutput? in
            guard let parsed = try ParsedLine(line, in: commands) else { return nil }
            return try run(parsed, recordingDecisions: false).0.get()
        }
        if case .failure(let error) = outcome {
            // Replay is deterministic, so a logged command cannot fail; if one does, the
            // engine has a bug that tests must catch rather than a person silently lose.
            assertionFailure("replaying '\(line)' failed: \(error.message)")
        }
        _ = live.runtime.drainEvents()
    }

    /// Takes back the last logged command: the app of every other one is rebuilt in the pauses,
    /// or by the next command that reads it. Returns the line taken back.
    @discardableResult
    func undoLast() -> String? {
        guard let last = commandLog.last else { return nil }
        if let runningApp { pauseRebuild?.retire(runningApp) }
        runningApp = nil
        commandLog.removeLast()
        shown.removeLast()
        return last
    }

    /// What `undo` says after its own line, read from what the app showed one command back.
    private func afterUndo(visibleBefore: ObjectName?) -> [OutputLine] {
        // Further back than the history keeps: the app itself, rebuilt.
        let now = shown.last ?? ShownHistory.Shown(showingIn: live)
        return screenLines(showing: now, visibleBefore: visibleBefore, sayingChanges: true)
    }

    /// `now showing …` when another screen shows than `visibleBefore`, else, when asked, what
    /// changed on the same one since the face last shown; `now` is then the face last shown.
    private func screenLines(showing now: ShownHistory.Shown, visibleBefore: ObjectName?, sayingChanges: Bool) -> [OutputLine] {
        defer { shownFace = now.face }
        if now.screen != visibleBefore {
            return [OutputLine("now showing " + now.description)]
        }
        guard sayingChanges, let change = now.face?.change(since: shownFace) else { return [] }
        return [OutputLine(change)]
    }

    // MARK: Work for the pauses

    /// How many logged lines the pauses build an app from: all of them while the app awaits its
    /// rebuild after an `undo`; nil when it does not.
    private var rebuildTarget: Int? {
        appAwaitsRebuild ? commandLog.count : nil
    }

    /// Whether the app waits to be rebuilt after an `undo`: the next command that reads it, or
    /// the pauses, will.
    var appAwaitsRebuild: Bool { runningApp == nil }

    /// The pauses' work for piped input, which has none: an app an `undo` replaced is freed
    /// after the next command. The app an `undo` left is not rebuilt here: the next command that
    /// reads it pays for it once, and a run of undos costs nothing.
    public func doWorkBetweenPipedCommands() {
        guard !appAwaitsRebuild else { return }
        doPauseWork()
    }

    /// Whether the session has work to do between commands (see `PauseRebuild`).
    package var hasPauseWork: Bool {
        pauseRebuild?.hasWork(upTo: rebuildTarget) ?? false
    }

    /// Does one small piece of the work for the pauses between commands (about one command's
    /// worth), and returns whether there was any. The prompt calls it until there is none or the
    /// person types; each piece is short, so a key pressed meanwhile waits no longer than that.
    @discardableResult
    public func doPauseWork() -> Bool {
        let worked = pauseRebuild?.doWork(log: commandLog, upTo: rebuildTarget, for: self) ?? false
        if runningApp == nil, let app = pauseRebuild?.takeApp(builtFrom: commandLog.count) {
            runningApp = app
            _ = app.runtime.drainEvents()
            _ = app.replies.take()
        }
        return worked
    }

    /// Does all the work for the pause, as a person's pause at the prompt lets it be done.
    /// Measurements of one command at a time call it between commands, so each command is timed
    /// from where a person would type it.
    @_spi(Benchmarks) public func finishPauseWork() {
        while doPauseWork() {}
    }

    /// What follows every command's own output: warnings UIKit would log, the trace when it is
    /// on, replies that arrived, and which screen shows now if that changed, or else what the
    /// same screen shows anew (only after a command that may have changed the app: reading the
    /// screen costs as much as a small command; a relaunched app is no change of the screen). A
    /// command that `acted` on the app (as typed) becomes the one `why` explains.
    private func aftermath(
        visibleBefore: ObjectName?, appMayHaveChanged: Bool, relaunched: Bool, printedDelivery: PrintedDelivery?, acted: String?
    ) -> [OutputLine] {
        var eventLines = EventLines(level: traceLevel, skipping: printedDelivery)
        let events = live.runtime.drainEvents()
        if let acted {
            lastAction = LastAction(command: acted, events: events, tracedDecisions: traceLevel == .all)
            lastTurn = nil
        }
        for event in events { eventLines.add(event) }
        var lines = eventLines.finish()
        lines += live.replies.take().map { OutputLine($0) }
        let visible = live.visibleScreen
        let now = ShownHistory.Shown(visible, face: appMayHaveChanged ? visible.map { VisibleFace(of: $0, in: live) } : shownFace)
        if commandLog.count == shown.count { shown.append(now) }
        return lines + screenLines(showing: now, visibleBefore: visibleBefore, sayingChanges: appMayHaveChanged && !relaunched)
    }
}
