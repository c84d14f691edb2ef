import Exercise05
import ExerciseRunner
import Solution05

ExerciseRunner.main(exercise: 5, learner: Exercise05.WorkCitiesApp.self, solution: Solution05.WorkCitiesApp.self)
