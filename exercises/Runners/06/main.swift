import Exercise06
import ExerciseRunner
import Solution06

ExerciseRunner.main(exercise: 6, learner: Exercise06.WeatherApp.self, solution: Solution06.WeatherApp.self)
