import ArgumentParser

/// `coordinator-playground lesson [N]` starts a lesson (`start` is the default, so it need not
/// be typed); `lesson check FILE…` checks lesson files for their author.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Start a guided lesson on the Coordinator pattern (lesson N), or check lesson files (lesson check FILE…).",
        subcommands: [LessonStartCommand.self, LessonCheckCommand.self],
        defaultSubcommand: LessonStartCommand.self
    )
}
