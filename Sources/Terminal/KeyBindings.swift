import CLibedit

/// The editing keys people expect from a shell prompt. libedit's emacs mode binds the control
/// keys, but not the escape sequences terminals send for Home, End, Delete and ctrl-arrows,
/// nor TAB (it has no idea what to complete).
enum KeyBindings {
    /// The name TAB is bound to; the function itself is added by the reader.
    static let completeCommand = "cp-complete"

    static let bindings: [(keys: [String], command: String)] = [
        (["^A", "\\e[H", "\\eOH", "\\e[1~", "\\e[7~"], "ed-move-to-beg"),
        (["^E", "\\e[F", "\\eOF", "\\e[4~", "\\e[8~"], "ed-move-to-end"),
        (["\\e[3~"], "ed-delete-next-char"),
        (["\\eb", "\\e[1;5D", "\\e[5D", "\\e[1;3D"], "ed-prev-word"),
        (["\\ef", "\\e[1;5C", "\\e[5C", "\\e[1;3C"], "em-next-word"),
        (["^R"], "em-inc-search-prev"),
        (["^I"], completeCommand),
    ]

    static func apply(to editLine: OpaquePointer) {
        for binding in bindings {
            for keys in binding.keys {
                cpg_el_bind(editLine, keys, binding.command)
            }
        }
    }
}
