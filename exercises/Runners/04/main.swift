import Exercise04
import ExerciseRunner
import Solution04

ExerciseRunner.main(exercise: 4, learner: Exercise04.SettingsApp.self, solution: Solution04.SettingsApp.self)
