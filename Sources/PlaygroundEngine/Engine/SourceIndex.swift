import PlaygroundHost
import Synchronization

/// The app's shipped source, parsed: every type with its declarations (the type and its
/// extensions), and what each type is to a person reading the app: a coordinator, a screen, a
/// message or something else. Made once per app, when `code` or TAB first needs it.
struct SourceIndex: Sendable {
    /// What a type is in the app, read from what it inherits.
    enum Role: Equatable, Sendable {
        case coordinator
        case screen
        /// A message, with its name as the code calls it (`cartAdd`).
        case message(name: String)
        case other
    }

    /// One declaration of a type, and the file it is in.
    struct Located: Sendable {
        let file: SwiftSource
        let declaration: SwiftSource.Declaration

        /// `Sources/ExampleApp/App/Page.swift:12`, the line its declaration proper starts on.
        var location: String { "\(file.path):\(declaration.firstCodeLine + 1)" }
    }

    let files: [SwiftSource]
    /// Every type by name (a nested one as `Outer.Inner` too), each with its declarations in file
    /// order, the type's own first.
    private(set) var declarations: [String: [Located]] = [:]
    /// Type names in the order their types are declared.
    private(set) var typeNames: [String] = []

    init(_ sourceFiles: [SourceFile]) {
        files = sourceFiles.map { SwiftSource(path: $0.path, text: $0.text) }
        for file in files {
            var pending = file.declarations.filter(\.isType).map { (prefix: "", declaration: $0) }
            while !pending.isEmpty {
                let (prefix, declaration) = pending.removeFirst()
                let name = prefix + declaration.name
                if declarations[name] == nil { typeNames.append(name) }
                let located = Located(file: file, declaration: declaration)
                if declaration.keyword == "extension" {
                    declarations[name, default: []].append(located)
                } else {
                    declarations[name, default: []].insert(located, at: 0)
                }
                pending += declaration.members.filter(\.isType).map { (name + ".", $0) }
            }
        }
    }

    /// The index of `app`'s source, parsed on first use.
    static func index(for app: any PlaygroundApp.Type) -> SourceIndex {
        let key = ObjectIdentifier(app)
        if let made = indexes.withLock({ $0[key] }) { return made }
        let index = SourceIndex(app.sourceFiles)
        indexes.withLock { $0[key] = index }
        return index
    }

    private static let indexes = Mutex<[ObjectIdentifier: SourceIndex]>([:])

    /// The declarations of the type `name`: the type's own first (when the source declares it),
    /// then its extensions.
    func located(_ name: String) -> [Located] { declarations[name] ?? [] }

    /// The declaration of the type itself (not an extension).
    func ownDeclaration(of name: String) -> Located? {
        located(name).first { $0.declaration.keyword != "extension" }
    }

    func role(of name: String) -> Role {
        guard let own = ownDeclaration(of: name)?.declaration else { return .other }
        if own.keyword == "struct", own.inherited.contains("Message"), let messageName = messageName(declaredBy: name) {
            return .message(name: messageName)
        }
        guard own.keyword == "class" else { return .other }
        // Without generic arguments: `BaseCoordinator<DismissAction>` is a `BaseCoordinator`.
        let bare = { (type: String) in String(type.prefix { $0 != "<" }) }
        var superclass = own.inherited.first.map(bare)
        var seen: Set<String> = [name]
        while let current = superclass, seen.insert(current).inserted {
            if ["Coordinator", "NavigationCoordinator", "BaseCoordinator"].contains(current) { return .coordinator }
            if ["ViewController", "NavigationController", "AlertController", "TabBarController"].contains(current) { return .screen }
            superclass = ownDeclaration(of: current)?.declaration.inherited.first.map(bare)
        }
        return .other
    }

    /// The types that play `role`'s part, in the order they are declared.
    func types(where matches: (Role) -> Bool) -> [String] {
        typeNames.filter { !$0.contains(".") && matches(role(of: $0)) }
    }

    /// The message type a message name belongs to (`cartAdd` → `CartAdd`).
    func messageType(named messageName: String) -> String? {
        types { $0 == .message(name: messageName) }.first
    }

    /// The name a message struct declares (`static let name = "cartAdd"`), read from its source.
    private func messageName(declaredBy type: String) -> String? {
        guard let own = ownDeclaration(of: type) else { return nil }
        let member = own.declaration.members.first { $0.name == "name" && $0.modifiers.contains("static") }
        guard let member else { return nil }
        let text = own.file.lines[member.firstCodeLine]
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
