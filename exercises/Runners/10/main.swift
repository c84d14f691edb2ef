import Exercise10
import ExerciseRunner
import Solution10

ExerciseRunner.main(exercise: 10, learner: Exercise10.TicketsApp.self, solution: Solution10.TicketsApp.self)
