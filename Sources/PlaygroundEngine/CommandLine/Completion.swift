import HeadlessUIKit
import PlaygroundHost

/// TAB completion: the words that could come next on a half-typed line, read from the command
/// table (which slot comes next) and from the live app (what names fill it).
struct Completion {
    let app: RunningApp
    let commands: CommandCatalog

    /// Each candidate is the whole word that would replace the word being typed (as typed, an
    /// open quote included), quoted when it holds spaces (`"New York State"`).
    func candidates(forLine line: String) -> Completions {
        let split = CommandWords(splitting: line)
        let typed = Substring(line.unicodeScalars.suffix(split.partialTypedLength))
        return Completions(candidates: words(after: split, typed: typed), replacedLength: split.partialTypedLength)
    }

    private func words(after split: CommandWords, typed: Substring) -> [String] {
        let partial = split.partial
        guard let first = split.words.first else { return matching(commands.allNames, partial, typed: typed) }
        guard let definition = try? CommandTable.resolve(first, in: commands) else { return [] }
        let arguments = Array(split.words.dropFirst())
        var words: [String] = []
        for slot in definition.nextSlots(after: arguments) {
            words += names(for: slot, after: arguments, partial: partial)
        }
        return matching(words, partial, typed: typed)
    }

    /// The words that start with `partial` (case-insensitive), once each, typeable in the style
    /// the word was begun in (`typed`: quoted or escaped).
    private func matching(_ words: [String], _ partial: String, typed: Substring) -> [String] {
        var seen = Set<String>()
        let lowered = partial.lowercased()
        return words.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }.map {
            ScreenNames.quotedForTyping($0, like: typed)
        }
    }

    /// The names that can fill `slot` after `arguments`, unfiltered (property tests pick from them too).
    func names(for slot: ArgumentSlot, after arguments: [String], partial: String) -> [String] {
        switch slot.kind {
        case .command:
            return commands.allNames
        case .responder:
            let controls = app.visibleScreen.map { app.visibleControls(of: $0).compactMap(\.identifier) } ?? []
            return app.runtime.liveObjects.filter { $0.objectKind != "view" }.map(\.objectName) + runningSections + controls
        case .screen:
            return app.runtime.liveObjects.filter { $0 is ViewController }.map(\.objectName)
        case .code:
            return CodeCommand.names(in: app, partial: partial)
        case .control, .field:
            guard let screen = app.visibleScreen else { return [] }
            let wanted: (View) -> Bool = slot.kind == .control ? { $0 is Button || $0 is Switch } : { $0 is TextField }
            return app.visibleControls(of: screen).filter(wanted).compactMap(\.identifier)
        case .row:
            guard let screen = app.visibleScreen else { return [] }
            return app.lists(of: screen).flatMap { $0.rows.map(\.title) }
        case .url:
            return app.appDescription.deepLinkExamples
        case .page:
            return app.appDescription.pages.map(\.name)
        case .pageArgument:
            let typed = arguments.first ?? ""
            return app.appDescription.pages.first { $0.name.equalsIgnoringCase(typed) }?.argumentValues ?? []
        case .coordinatorScreen:
            return ((try? app.navigator())?.poppableScreens ?? []).map(\.objectName)
        case .earlierScreen:
            return app.backMenuScreens.map(\.objectName)
        case .segue:
            return app.visibleScreen?.segueDefinitions.map(\.identifier) ?? []
        case .section:
            return app.appDescription.sections.map(\.name)
        case .coordinator:
            return app.coordinators.map(\.object.objectName) + runningSections
        case .message:
            return app.appDescription.messages.map(\.name)
        case .messageArgument:
            return messageArguments(for: arguments.first ?? "", after: arguments.dropFirst(), partial: partial)
        case .service:
            return app.appDescription.services
        case .choice, .keyword:
            return slot.choices
        case .app:
            return app.options.available.map { $0.appDescription.name }
        case .directive:
            let named = app.options.available.first { $0.appDescription.name.equalsIgnoringCase(arguments.first ?? "") }
            return (named?.appDescription.directives ?? []).map { String($0.name) }
        case .text, .file, .supplied:
            return []
        }
    }

    /// The sections whose coordinators run, which name them.
    private var runningSections: [String] {
        let running = Set(app.coordinators.map(\.object.objectID.typeName))
        return app.appDescription.sections.filter { running.contains($0.coordinatorTypeName) }.map(\.name)
    }

    /// `product=`, `color=` (keys not given yet), or once a key is typed, `color=Navy`, ….
    private func messageArguments(for messageName: String, after given: ArraySlice<String>, partial: String) -> [String] {
        guard let descriptor = app.appDescription.messages.first(where: { $0.name.equalsIgnoringCase(messageName) }) else { return [] }
        if let equals = partial.firstIndex(of: "=") {
            let key = partial[..<equals]
            guard let argument = descriptor.arguments.first(where: { $0.key.equalsIgnoringCase(key) }) else { return [] }
            return (argument.allowedValues ?? []).map { "\(argument.key)=\($0)" }
        }
        let usedKeys = given.compactMap { $0.split(separator: "=").first }
        return descriptor.arguments.filter { argument in !usedKeys.contains { $0.equalsIgnoringCase(argument.key) } }.map { "\($0.key)=" }
    }
}
