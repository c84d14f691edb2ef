/// The compiler's errors about the learner's files, out of everything `swift build` printed:
/// each as `01-slug/Sources/File.swift:12: error: …`, the path from the exercises' folder, so
/// the person reads where to look and nothing of the package's own build.
package enum CompilerErrors {
    package static func learnerErrors(in buildOutput: String, exercise: Exercise, exercisesRoot: String) -> [String] {
        var seen = Set<String>()
        var errors: [String] = []
        for line in buildOutput.split(separator: "\n").map(String.init) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound]
            let parts = place.split(separator: ":")
            guard parts.count >= 2, let path = parts.first.map(String.init), path.hasPrefix(exercise.folder + "/"),
                let lineNumber = Int(parts[1])
            else { continue }
            let relative = path.hasPrefix(exercisesRoot + "/") ? String(path.dropFirst(exercisesRoot.count + 1)) : path
            let text = "\(relative):\(lineNumber): error: \(line[marker.upperBound...])"
            if seen.insert(text).inserted { errors.append(text) }
        }
        return errors
    }

    /// What a failed build shows the person: the errors in the learner's files, or, when none is
    /// there (another exercise's file, the package itself), the build's last 12 lines.
    package static func shown(for built: ChildProcess.Outcome, exercise: Exercise, exercisesRoot: String) -> (
        inLearnersFiles: Bool, lines: [String]
    ) {
        let everything = built.output + "\n" + built.errors
        let errors = learnerErrors(in: everything, exercise: exercise, exercisesRoot: exercisesRoot)
        guard errors.isEmpty else { return (true, errors) }
        return (false, everything.split(separator: "\n").suffix(12).map(String.init))
    }
}
