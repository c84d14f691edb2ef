import Exercise02
import ExerciseRunner
import Solution02

ExerciseRunner.main(exercise: 2, learner: Exercise02.BakeryApp.self, solution: Solution02.BakeryApp.self)
