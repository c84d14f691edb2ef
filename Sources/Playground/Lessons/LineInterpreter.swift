/// Something that answers the lines typed at the prompt: the engine's `Session`, or a
/// `LessonCoach` wrapped around one. The front end talks to this, so it can run either.
public protocol LineInterpreter: AnyObject {
    var banner: String { get }
    var prompt: String { get }
    func execute(_ line: String) -> CommandResult
    func completions(forLine line: String) -> [String]
}

extension Session: LineInterpreter {}
