import Exercise09
import ExerciseRunner
import Solution09

ExerciseRunner.main(exercise: 9, learner: Exercise09.NewsApp.self, solution: Solution09.NewsApp.self)
