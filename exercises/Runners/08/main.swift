import Exercise08
import ExerciseRunner
import Solution08

ExerciseRunner.main(exercise: 8, learner: Exercise08.LibraryApp.self, solution: Solution08.LibraryApp.self)
