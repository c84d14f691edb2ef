/// What a responder did with a message that reached it. Each case is one way an override of one
/// of radianttap's message methods can end.
public enum Handling {
    /// Not its business: on to the next responder. What every responder does by default (the
    /// method's default body, `try await coordinatingResponder?.message(…)`).
    case pass
    /// Handled here; the message goes no further. `reply` is what the sender's `await` returns
    /// (nothing, for a message that only tells). The note says what was done.
    case handled(String, reply: Any = ())
    /// Did something, then passed the same message on. `onReply`, if given, runs with the reply
    /// on its way back to the sender: an override that awaits the next responder and acts on
    /// what comes back.
    case forward(String, onReply: ((Any) -> Void)? = nil)
    /// Passed on a changed message instead; its reply goes back to the sender.
    case replace(any Message, note: String)
    /// Kept for later (`Coordinator.enqueue`, the playground's addition): the sender's `await`
    /// goes on until the message, sent again when the dependencies change, is answered.
    case queued(String, PendingReply)
}

extension Handling {
    /// Handled `message`, answering `reply`: the compiler checks it is what the sender awaits.
    public static func replied<M: Message>(to message: M, with reply: M.Reply, _ note: String) -> Handling {
        .handled(note, reply: reply)
    }

    /// Passes `message` on, and runs `onReply` with its reply on the way back.
    public static func forward<M: Message>(_ message: M, _ note: String, onReply: @escaping (M.Reply) -> Void) -> Handling {
        .forward(note) { reply in
            if let reply = reply as? M.Reply { onReply(reply) }
        }
    }
}
