/// The app's shipped source and its coordinator library's, parsed: every type with its
/// declarations (the type and its extensions, the app's extensions of a library type included),
/// and what each type is to a person reading the app: a coordinator, a screen, a message or
/// something else. Made once per app, when `code` or TAB first needs it.
package struct SourceIndex: Sendable {
    /// What a type is in the app, read from what it inherits.
    package enum Role: Equatable, Sendable {
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

        /// Its members that are part of the code as written (not the playground's own, `TraceCode`).
        var members: [SwiftSource.Declaration] { declaration.members.filter { !file.isLeftOut($0) } }
    }

    let files: [SwiftSource]
    /// Every type by name (a nested one as `Outer.Inner` too), each with its declarations in file
    /// order, the type's own first.
    private(set) var declarations: [String: [Located]] = [:]
    /// Type names in the order their types are declared.
    package private(set) var typeNames: [String] = []

    /// `texts`: each Swift file's path and text; `library`: the same for the library the app is
    /// built on, after the app's.
    package init(_ texts: [(path: String, text: String)], library: [(path: String, text: String)] = []) {
        var parsed = texts.map { SwiftSource(path: $0.path, text: $0.text) }
        for file in library {
            var source = SwiftSource(path: file.path, text: file.text)
            source.isLibrary = true
            parsed.append(source)
        }
        for (index, lines) in TraceCode.leftOutLines(in: parsed).enumerated() { parsed[index].leftOut = lines }
        files = parsed
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

    /// The declarations of the type `name`: the type's own first (when the source declares it),
    /// then its extensions.
    func located(_ name: String) -> [Located] { declarations[name] ?? [] }

    /// The declaration of the type itself (not an extension).
    func ownDeclaration(of name: String) -> Located? {
        located(name).first { $0.declaration.keyword != "extension" }
    }

    package func role(of name: String) -> Role {
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

    /// The app's types that play `role`'s part, in the order they are declared.
    package func types(where matches: (Role) -> Bool) -> [String] {
        typeNames.filter { !$0.contains(".") && !isLibraryType($0) && matches(role(of: $0)) }
    }

    /// The library's own types (not nested), in the order they are declared, but for the events
    /// and decisions it records for the playground's trace (`FlowDecision`, `RouterCall`).
    package var libraryTypes: [String] {
        typeNames.filter { name in
            guard !name.contains("."), let own = ownDeclaration(of: name), own.file.isLibrary else { return false }
            return !own.declaration.inherited.contains { ["Decision", "RuntimeEvent"].contains($0) }
        }
    }

    /// Whether the library declares the type (the app may extend it).
    package func isLibraryType(_ name: String) -> Bool { ownDeclaration(of: name)?.file.isLibrary ?? false }

    /// The members named `member` of the type itself, in its declaration and its extensions.
    func members(named member: String, of type: String) -> [(located: Located, member: SwiftSource.Declaration)] {
        located(type).flatMap { located in located.members.filter { $0.name == member }.map { (located, $0) } }
    }

    /// The type a member of `type` comes from: `type` itself when it declares one, else the
    /// nearest type it inherits from or conforms to that does (a superclass before the
    /// protocols, as Swift looks it up); nil when none in the source does.
    package func typeDeclaring(_ member: String, from type: String) -> String? {
        ([type] + ancestors(of: type)).first { !members(named: member, of: $0).isEmpty }
    }

    /// What `type` inherits from and conforms to, nearest first, as far as the source declares
    /// them (its own declaration and its extensions), without generic arguments.
    func ancestors(of type: String) -> [String] {
        var result: [String] = []
        var pending = [type]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            for located in self.located(current) {
                for name in located.declaration.inherited.map({ String($0.prefix { $0 != "<" }) })
                where name != type && !result.contains(name) && !self.located(name).isEmpty {
                    result.append(name)
                    pending.append(name)
                }
            }
        }
        return result
    }

    /// The message type a message name belongs to (`cartAdd` → `CartAdd`).
    package func messageType(named messageName: String) -> String? {
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
