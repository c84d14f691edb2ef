import Exercise03
import ExerciseRunner
import Solution03

ExerciseRunner.main(exercise: 3, learner: Exercise03.CityApp.self, solution: Solution03.CityApp.self)
