/// A person's session at the prompt, as the transcripts/ corpus shows people use it: mostly
/// looking (`screen`, `stack`, `tree`, `chain`), acting as the user (select, tap, type, back) and
/// as the programmer (push, pop, present, dismiss), sending a message, and now and then `undo`,
/// `objects` or `state`.
///
/// One round is 48 commands and leaves the app as it found it (same screens, empty cart, logged
/// out), so rounds repeat for as long as a measurement needs. Per round: 1 `undo` and 1 `state`
/// (about 2% each: the corpus has `undo` and `state` at 1-1.5%), 1 `send`.
public enum MixedSession {
    public static let round: [String] = [
        "screen",
        "select \"Wool Coat\"",
        "screen",
        "select Navy",
        "select sizes:3",
        "tap addToCart",
        "chain",
        "stack",
        "back",
        "tree",
        "select \"Cable Sweater\"",
        "screen",
        "tap addToCart",
        "back",
        "tap cart",
        "screen",
        "tree",
        "send cartStatus",
        "undo",
        "select 0",
        "tap yesRemove",
        "screen",
        "select 0",
        "tap yesRemove",
        "tap catalog",
        "stack",
        "push product 3",
        "screen",
        "push category shoes",
        "stack",
        "pop",
        "pop",
        "present terms",
        "screen",
        "dismiss",
        "tap account",
        "screen",
        "type username pavel",
        "type password coordinator",
        "tap logIn",
        "screen",
        "tree",
        "tap logOut",
        "screen",
        "tap close",
        "objects",
        "stack",
        "state",
    ]

    /// `rounds` rounds, one after the other.
    public static func commands(rounds: Int) -> [String] {
        Array([[String]](repeating: round, count: rounds).joined())
    }
}
