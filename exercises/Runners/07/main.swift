import Exercise07
import ExerciseRunner
import Solution07

ExerciseRunner.main(exercise: 7, learner: Exercise07.ProfileApp.self, solution: Solution07.ProfileApp.self)
