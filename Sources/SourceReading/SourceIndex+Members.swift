/// The members a name at the prompt may mean, by what the source declares: a type's own and
/// those it inherits, as Swift looks them up; a case that only differs is the same name.
extension SourceIndex {
    /// Whether the source declares the type `name` (or extends it).
    package func declares(_ name: String) -> Bool { !located(name).isEmpty }

    /// Whether the app ships no source at all.
    package var isEmpty: Bool { files.isEmpty }

    /// The names of a type's members and of those it inherits (its own first; an ancestor's
    /// private ones are not inherited), once each.
    package func memberNames(of type: String) -> [String] {
        var unique: [String] = []
        for owner in [type] + ancestors(of: type) {
            for member in located(owner).flatMap(\.members) where !unique.contains(member.name) && member.name != "init" {
                if owner != type, member.modifiers.contains("private") || member.modifiers.contains("fileprivate") { continue }
                unique.append(member.name)
            }
        }
        return unique
    }

    /// The member of `type` that `typed` names: as typed, or its spelling when only the case differs.
    package func memberName(_ typed: String, of type: String) -> String {
        let names = located(type).flatMap { $0.members.map(\.name) }
        return names.first { $0 == typed } ?? names.first { $0.lowercased() == typed.lowercased() } ?? typed
    }

    /// The types that declare a member named `typed` (not an enum's case), the likeliest meant:
    /// the concrete types when any does (an implementation over a protocol's requirement, a
    /// concrete type over a protocol's extension), else the protocols.
    package func likeliestTypes(declaring typed: String) -> [String] {
        let owners = typeNames.filter { type in
            members(named: memberName(typed, of: type), of: type).contains { $0.member.keyword != "case" }
        }
        let concrete = owners.filter { ownDeclaration(of: $0)?.declaration.keyword != "protocol" }
        return concrete.isEmpty ? owners : concrete
    }

    /// The name of a member of `type` or of what it inherits that `typed` names and that exists
    /// only to record the trace (`TraceCode`), which `code` leaves out; nil when there is none.
    package func leftOutMember(_ typed: String, of type: String) -> String? {
        let declaring = ([type] + ancestors(of: type)).flatMap { located($0) }
        return declaring.lazy.flatMap { located in
            located.declaration.members.filter { $0.name.lowercased() == typed.lowercased() && located.file.isLeftOut($0) }
        }.first?.name
    }

    /// The nearest ancestor of `type` whose member named `member` the type's own overrides; nil
    /// when the type's does not override.
    package func overridden(_ member: String, of type: String) -> String? {
        guard members(named: member, of: type).contains(where: { $0.member.modifiers.contains("override") }) else { return nil }
        return ancestors(of: type).first { !members(named: member, of: $0).isEmpty }
    }
}
