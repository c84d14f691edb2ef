import ArgumentParser

/// `coordinator-playground exercise [N]`: the list with each one's state, or exercise N's
/// README; `exercise watch|play|solution` run the learner's code (exercises/README.md).
struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "Write coordinators yourself: list the exercises, or start one (exercise N).",
        discussion: """
            Each exercise in exercises/ is real Swift against the playground's libraries, which \
            you edit; its checks run on your own code. 'exercise watch N' rebuilds and checks on \
            every save, 'exercise play N' opens the prompt on your app, 'exercise solution N' \
            shows the solution (it asks first). COORDINATOR_PLAYGROUND_EXERCISES names another \
            exercises folder; progress is saved to exercises.json beside the lessons' progress.
            """,
        subcommands: [
            ExerciseStartCommand.self, ExerciseWatchCommand.self, ExercisePlayCommand.self, ExerciseSolutionCommand.self,
        ],
        defaultSubcommand: ExerciseStartCommand.self
    )
}
