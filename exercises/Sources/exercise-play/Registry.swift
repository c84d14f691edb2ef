import Exercise01
import Exercise02
import Exercise03
import Exercise04
import Exercise05
import Exercise06
import Exercise07
import Exercise08
import Exercise09
import Exercise10
import PlaygroundHost
import Solution01
import Solution02
import Solution03
import Solution04
import Solution05
import Solution06
import Solution07
import Solution08
import Solution09
import Solution10

/// Each exercise's app, the learner's and the solution's, by the exercise's number: the one
/// line an exercise adds here, besides its runner (Swift cannot find a module's types without
/// naming them).
let registry: [Int: (learner: any PlaygroundApp.Type, solution: any PlaygroundApp.Type)] = [
    1: (Exercise01.RecipesApp.self, Solution01.RecipesApp.self),
    2: (Exercise02.BakeryApp.self, Solution02.BakeryApp.self),
    3: (Exercise03.CityApp.self, Solution03.CityApp.self),
    4: (Exercise04.SettingsApp.self, Solution04.SettingsApp.self),
    5: (Exercise05.WorkCitiesApp.self, Solution05.WorkCitiesApp.self),
    6: (Exercise06.WeatherApp.self, Solution06.WeatherApp.self),
    7: (Exercise07.ProfileApp.self, Solution07.ProfileApp.self),
    8: (Exercise08.LibraryApp.self, Solution08.LibraryApp.self),
    9: (Exercise09.NewsApp.self, Solution09.NewsApp.self),
    10: (Exercise10.TicketsApp.self, Solution10.TicketsApp.self),
]
