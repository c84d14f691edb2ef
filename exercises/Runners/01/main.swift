import Exercise01
import ExerciseRunner
import Solution01

ExerciseRunner.main(exercise: 1, learner: Exercise01.RecipesApp.self, solution: Solution01.RecipesApp.self)
