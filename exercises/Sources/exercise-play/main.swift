import Foundation
import PlaygroundPrompt

/// `exercise-play N [--solution]`: the playground's prompt on exercise N's app (the learner's, or
/// the solution's), with line editing, history, completion, `view` and every command, as
/// `coordinator-playground` gives them on the shop. One program for every exercise: it links
/// them all and the prompt, which the checks' runners (`exercise-NN`) leave out to build fast.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first, let number = Int(first), arguments.dropFirst().allSatisfy({ $0 == "--solution" }) else {
    FileHandle.standardError.write(Data("usage: exercise-play N [--solution]\n".utf8))
    exit(2)
}
guard let apps = registry[number] else {
    let numbers = registry.keys.sorted().map(String.init).joined(separator: ", ")
    FileHandle.standardError.write(Data("exercise-play: there is no exercise \(number) (there are: \(numbers))\n".utf8))
    exit(2)
}
exit(PromptOnApp.run(arguments.contains("--solution") ? apps.solution : apps.learner) ? 0 : 1)
