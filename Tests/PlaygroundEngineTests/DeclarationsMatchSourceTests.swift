import Coordinator
import ExampleApp
import Foundation
import HeadlessUIKit
import ItemsHost
import PlaygroundHost
import ShopHost
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts
@testable import SourceReading

/// What the explaining commands read is declared beside the code, so these tests hold each
/// declaration to the code it describes: the weak properties to the `weak` keywords, the
/// messages a class handles to its `receive`, `code`'s pieces to the files, and `holders` to
/// every object the app keeps alive.
@Suite struct DeclarationsMatchSourceTests {
    /// Every Swift file of a module in this checkout.
    static func sources(of module: String) -> [SourceFile] {
        let folder = PackagePaths.url("Sources/\(module)")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }.map { url in
            let relative = url.standardizedFileURL.path.replacingOccurrences(of: PackagePaths.root.standardizedFileURL.path + "/", with: "")
            return SourceFile(path: relative, text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
        }.sorted { $0.path < $1.path }
    }

    static let modules = ["HeadlessUIKit", "Coordinator", "ExampleApp", "RouterCoordinator", "ItemsApp"]
    static let indexes = Dictionary(uniqueKeysWithValues: modules.map { ($0, SourceIndex(sources(of: $0))) })
    static let declarations =
        NonOwningReferences.model + ShopPlaygroundApp.nonOwningReferences
        + ItemsPlaygroundApp.nonOwningReferences

    /// Every transcript's commands, with its directives, as the corpus replays them.
    static func corpus() throws -> [(options: StartOptions, commands: [String])] {
        try TranscriptFiles.collect(paths: [PackagePaths.path("transcripts")]).files.map { path in
            let transcript = try TranscriptParser.read(path: path)
            var options = StartOptions.shop()
            for directive in transcript.directives { try options.apply(directive: directive.text) }
            return (options, transcript.commands.map(\.text))
        }
    }

    // MARK: Weak properties

    /// The `weak` and `unowned` stored properties of a type, read from its source; nil when the
    /// type is not declared in the model, the library or the shop.
    static func weakProperties(ofTypeNamed typeName: String) -> Set<String>? {
        let parts = typeName.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let index = indexes[parts[0]], !parts[1].contains("("),
            let own = index.ownDeclaration(of: parts[1])
        else { return nil }
        return Set(
            own.declaration.members.filter { ["var", "let"].contains($0.keyword) }
                .filter { $0.modifiers.contains("weak") || $0.modifiers.contains("unowned") }.map(\.name))
    }

    /// The types a walk through `object`'s stored values meets (its class levels, and the
    /// structs and plain classes inside its values), each with its stored property names.
    static func typesMet(from object: AnyObject) -> [(typeName: String, labels: Set<String>)] {
        var met: [(String, Set<String>)] = []
        var pending: [Mirror] = [Mirror(reflecting: object)]
        var seenObjects: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        while let mirror = pending.popLast() {
            met.append((NonOwningReferences.typeName(of: mirror.subjectType), Set(mirror.children.compactMap(\.label))))
            if let superclass = mirror.superclassMirror { pending.append(superclass) }
            var values = mirror.children.map(\.value)
            while let value = values.popLast() {
                if value is Responder { continue }
                let inner = Mirror(reflecting: value)
                switch inner.displayStyle {
                case .class:
                    if seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted { pending.append(inner) }
                case .struct: pending.append(inner)
                case nil: continue
                default: values += inner.children.map(\.value)
                }
            }
        }
        return met
    }

    @Test func eachDeclaredWeakPropertyIsAWeakStoredPropertyOfItsTypeAndNoneIsMissing() throws {
        var declared: [String: Set<String>] = [:]
        for declaration in Self.declarations { declared[declaration.typeName, default: []].formUnion(declaration.labels) }
        var checked: Set<String> = []
        for (options, commands) in try Self.corpus() {
            let session = Session(options: options)
            for command in [""] + commands {
                if !command.isEmpty { _ = session.execute(command) }
                for object in session.live.runtime.liveObjects {
                    for (typeName, labels) in Self.typesMet(from: object) where checked.insert(typeName).inserted {
                        let mine = declared[typeName] ?? []
                        #expect(mine.isSubset(of: labels), "\(typeName) declares \(mine.subtracting(labels)) that it does not store")
                        guard let weak = Self.weakProperties(ofTypeNamed: typeName) else { continue }
                        #expect(mine == weak, "\(typeName): declared \(mine.sorted()), its source's weak properties \(weak.sorted())")
                    }
                }
            }
        }
        // The walk met the types that have weak properties.
        for typeName in declared.keys { #expect(checked.contains(typeName), "no \(typeName) was met") }
        #expect(checked.contains("ExampleApp.CityPickerCoordinator"))
        #expect(checked.contains("ItemsApp.AuthCoordinator"))
    }

    // MARK: Holders

    /// The lines of every `### Solution` block of a lesson, in order.
    /// The solutions' commands in order, as the engine runs them (a step's `predict` line is
    /// the command its `### Predict` runs); a step that starts on a fresh app of its own
    /// (`Start: `pitfall …`` in its prose) gives `% DIRECTIVE` lines where its app starts.
    static func solutionLines(ofLesson file: String) throws -> [String] {
        let text = try String(contentsOf: PackagePaths.url("lessons/" + file), encoding: .utf8)
        var lines: [String] = []
        var inSolution = false, inFence = false, inStep = false, inPredict = false
        var predicted: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inStep = line.hasPrefix("## Step") }
            if inStep, !inFence, line.hasPrefix("Start:") {
                lines += line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { "% " + $0.element }
            }
            if line.hasPrefix("### ") {
                inSolution = line == "### Solution"
                inPredict = line == "### Predict"
            }
            if inPredict, line.hasPrefix("Run: ") { predicted = line.split(separator: "`").dropFirst().first.map(String.init) }
            if inSolution, line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inSolution, inFence, !line.isEmpty {
                lines.append(line.hasPrefix("predict ") ? predicted ?? String(line) : String(line))
            }
        }
        return lines
    }

    /// Every live object that no chain from a root explains, by name.
    static func unexplained(in session: Session) -> [String] {
        let graph = OwnershipGraph(of: session.live)
        return session.live.runtime.liveObjects.filter {
            switch graph.explain($0) {
            case .root, .fromRoot: false
            case .cycle, .unseenHolder: true
            }
        }.map(\.objectName)
    }

    @Test func holdersExplainsEveryObjectObjectsListsThroughTheLeakFlowsOfLessonTen() throws {
        var session = Session()
        let solutions = try Self.solutionLines(ofLesson: "10-deep-links-and-leaks.md")
        #expect(solutions.contains("dismiss"))
        for line in solutions {
            if line.hasPrefix("% ") {
                session = Session(options: .shop(String(line.dropFirst(2))))
                continue
            }
            session.run(line)
            #expect(Self.unexplained(in: session) == [], "after '\(line)'")
            // The leak itself: after `dismiss`, the account coordinator lives on in the app
            // coordinator's children, and holders says so.
            if line == "dismiss" {
                #expect(
                    lines(session.run("holders AccountCoordinator")).prefix(3) == [
                        "AccountCoordinator#2 is held by AppCoordinator#1.childCoordinators",
                        "the shortest chain of strong references from a root:",
                        "  AccountCoordinator#2",
                    ])
                // Off screen, its screens live on through the coordinator's root and its list.
                let regions = lines(session.run("holders RegionsViewController"))
                #expect(
                    regions.first
                        == "RegionsViewController#1 is held by NavigationController#3.children, CityPickerCoordinator#1.viewControllers")
                #expect(regions.contains("  ← AccountCoordinator#2.rootViewController"))
            }
        }
        let objects = lines(session.run("objects")).dropFirst().count
        #expect(objects > 0)
        for object in session.live.runtime.liveObjects {
            #expect(!session.run("holders \(object.objectName)").contains("no chain from a root"), "\(object.objectName)")
        }
    }

    @Test func holdersExplainsEveryLiveObjectAtTheEndOfEveryTranscript() throws {
        for (options, commands) in try Self.corpus() {
            let session = Session(options: options)
            for command in commands { _ = session.execute(command) }
            #expect(Self.unexplained(in: session) == [], "\(commands.last ?? "")")
        }
    }

    // MARK: Messages

    /// The message types a class's `receive` names (in a `case`, an `as?` or an `is`), read from
    /// its source.
    static func messagesNamedByReceive(of typeName: String, in index: SourceIndex) -> Set<String> {
        let messageTypes = Set(index.types { if case .message = $0 { true } else { false } })
        var named: Set<String> = []
        for located in index.located(typeName) {
            for receive in located.declaration.members where receive.name == "receive" {
                for line in receive.lines {
                    let words = located.file.code[line].split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                    named.formUnion(words.filter(messageTypes.contains))
                }
            }
        }
        return named
    }

    @Test func eachHandlerDeclaresExactlyTheMessagesItsReceiveActsOn() throws {
        let index = try #require(Self.indexes["ExampleApp"])
        let declared = Dictionary(
            uniqueKeysWithValues: MessageHandlers.all.map { type in
                (String(describing: type), Set(type.handledMessages.map { String(describing: $0) }))
            })
        let receivers = index.typeNames.filter { name in
            index.located(name).contains { $0.declaration.members.contains { $0.name == "receive" } }
        }
        #expect(Set(receivers) == Set(declared.keys), "every class with a receive is in MessageHandlers.all, and only those")
        for receiver in receivers {
            #expect(Self.messagesNamedByReceive(of: receiver, in: index) == declared[receiver], "\(receiver)")
        }
        // The host describes the same declarations.
        #expect(
            ShopPlaygroundApp.messageHandlers.map(\.typeName) == MessageHandlers.all.map { String(describing: $0) })
    }

    // MARK: Code

    @Test func theShopShipsItsSourceAsItIsInTheCheckout() {
        #expect(ShopPlaygroundApp.sourceFiles == Self.sources(of: "ExampleApp"))
    }

    /// Each host ships the library its app is built on, for `code` to open.
    @Test func eachHostShipsItsLibraryAsItIsInTheCheckout() {
        #expect(ShopPlaygroundApp.librarySourceFiles == Self.sources(of: "Coordinator"))
        #expect(ItemsPlaygroundApp.sourceFiles == Self.sources(of: "ItemsApp"))
        #expect(ItemsPlaygroundApp.librarySourceFiles == Self.sources(of: "RouterCoordinator"))
    }

    /// Checks every part of a `code` output against the checkout: each part's lines (but the
    /// `// …` marks and blank lines) appear in its file in order, and its location's line is
    /// among them.
    static func mismatches(in output: [String]) -> [String] {
        var problems: [String] = []
        var part: (path: String, line: Int, lines: [String])?
        func check() {
            guard let part else { return }
            guard let text = try? String(contentsOf: PackagePaths.url(part.path), encoding: .utf8) else {
                problems.append("no file \(part.path)")
                return
            }
            let file = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
            let shown = part.lines.map { $0.drop { $0 == " " } }.filter { !$0.isEmpty && $0 != "// …" }
            if !shown.contains(file[part.line - 1]) { problems.append("\(part.path):\(part.line) is not in the piece") }
            var cursor = 0
            for line in shown {
                guard let found = file[cursor...].firstIndex(of: line) else {
                    problems.append("\(part.path): '\(line)' is not where the piece says")
                    return
                }
                cursor = found + 1
            }
        }
        for line in output {
            if line.hasPrefix("// Sources/"), let colon = line.lastIndex(of: ":") {
                check()
                let location = line.dropFirst(3).split(separator: ",")[0]
                let numberEnd = location.lastIndex(of: ":")!
                part = (String(location[..<numberEnd]), Int(location[location.index(after: numberEnd)...])!, [])
                _ = colon
            } else if line.hasPrefix("// ") && !line.hasPrefix("// …") {
                check()
                part = nil
            } else {
                part?.lines.append(line)
            }
        }
        check()
        return problems
    }

    @Test func everyCoordinatorScreenAndMessageHasAPieceThatMatchesItsFile() throws {
        let shop = SourceIndex.index(for: ShopPlaygroundApp.self)
        let coordinators = shop.types { $0 == .coordinator }
        let screens = shop.types { $0 == .screen }
        #expect(coordinators.count == 7, "\(coordinators)")
        #expect(screens.contains("HomeViewController") && screens.contains("CitiesMapViewController") && screens.contains("BadgedScreen"))
        Self.expectPieces(
            of: coordinators + screens + ShopPlaygroundApp.messages.map(\.name), in: Session(), from: "ExampleApp")
        let items = SourceIndex.index(for: ItemsPlaygroundApp.self)
        let itemsCoordinators = items.types { $0 == .coordinator }
        let itemsScreens = items.types { $0 == .screen }
        #expect(itemsCoordinators.count == 8, "\(itemsCoordinators)")
        #expect(itemsScreens.contains("TabbarController") && itemsScreens.contains("TermsViewController"))
        Self.expectPieces(of: itemsCoordinators + itemsScreens, in: Session(options: .items()), from: "ItemsApp")
        // Every coordinator and screen the apps make in the corpus is one of them.
        var made: Set<String> = []
        for (options, commands) in try Self.corpus() {
            let replay = Session(options: options)
            for command in [""] + commands {
                if !command.isEmpty { _ = replay.execute(command) }
                for object in replay.live.runtime.liveObjects
                where object is any Coordinating || object.objectKind == "coordinator" || object is ViewController {
                    made.insert(object.objectID.typeName)
                }
            }
        }
        let library: Set<String> = ["NavigationController", "AlertController", "ViewController"]
        let known = library.union(coordinators).union(screens).union(itemsCoordinators).union(itemsScreens)
        #expect(made.subtracting(known) == [])
        #expect(made.isSuperset(of: itemsCoordinators), "the corpus makes every coordinator of the items app")
    }

    /// `code NAME` for each name answers a piece of the app's source that matches its file.
    static func expectPieces(of names: [String], in session: Session, from module: String) {
        for name in names {
            let result = session.execute("code \(name)")
            #expect(!result.isError, "code \(name): \(result.output)")
            let output = lines(result.output)
            #expect(output.first?.hasPrefix("// Sources/\(module)/") == true, "code \(name)")
            #expect(Self.mismatches(in: output) == [], "code \(name)")
        }
    }

    @Test func aMessagePieceShowsItsHandlersCaseAndTheRadianttapForm() {
        let session = Session()
        let output = lines(session.run("code accountLogin"))
        #expect(
            output.contains {
                $0.hasPrefix("// Sources/ExampleApp/Coordinators/AccountCoordinator.swift:")
                    && $0.hasSuffix(", in AccountCoordinator.receive: the case for AccountLogin")
            })
        #expect(output.contains("case let login as AccountLogin:"))
        #expect(
            Array(output.suffix(8)) == [
                "// As radianttap's Coordinator writes it: a method every responder has, forwarded up the chain until a class overrides it.",
                "extension UIResponder {",
                "    @MainActor",
                "    @objc func accountLogin(username: String, password: String, sender: Any?) async throws -> User? {",
                "        try await coordinatingResponder?.accountLogin(username: username, password: password, sender: sender)",
                "    }",
                "}",
                "// The playground's port: a value, AccountLogin, that `send` carries up the same chain to the classes declaring it (HandlesMessages), since Swift here has no Objective-C runtime to find an @objc override. The sender awaits `send` as it would the method; it returns the reply, User, and throws where the method gives nil; an error comes back thrown.",
            ])
        #expect(session.run("code catalog") == session.run("code CatalogCoordinator"))
        #expect(session.run("code CatalogCoordinator#1") == session.run("code CatalogCoordinator"))
        #expect(lines(session.run("code CartCoordinator.showCart")).first?.hasSuffix(", in CartCoordinator") == true)
        #expect(session.refuse("code CartCoordinator.nothing").hasPrefix("error: unknown member of CartCoordinator 'nothing'"))
        #expect(session.refuse("code cartAd").hasPrefix("error: unknown name 'cartAd'; did you mean cartAdd?"))
    }
}
