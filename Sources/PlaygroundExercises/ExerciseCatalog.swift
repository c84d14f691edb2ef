import Foundation

/// Reads the exercises from their folder: each `NN-slug` folder is one, in the order of its
/// number. A folder that lacks a part is an error naming the folder and the part, so a new
/// exercise cannot be half added.
public enum ExerciseCatalog {
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }

        package init(message: String) { self.message = message }
    }

    /// `root` is read with its links resolved, as the compiler names the files it reports.
    public static func load(from given: String) throws(Problem) -> [Exercise] {
        let root = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root)
        } catch {
            throw Problem(message: "\(root): cannot list the exercises (\(error.localizedDescription))")
        }
        var exercises: [Exercise] = []
        for name in names.sorted() where isExerciseFolder(name) {
            exercises.append(try exercise(named: name, in: root))
        }
        var seen: [Int: String] = [:]
        for exercise in exercises {
            if let other = seen[exercise.number] {
                throw Problem(message: "\(root): \(other) and \(exercise.id) have the same number")
            }
            seen[exercise.number] = exercise.id
        }
        return exercises
    }

    /// `01-slug`: two digits or more, a dash, a name.
    static func isExerciseFolder(_ name: String) -> Bool {
        let digits = name.prefix(while: \.isNumber)
        return digits.count >= 2 && name.dropFirst(digits.count).first == "-" && name.count > digits.count + 1
    }

    private static func exercise(named name: String, in root: String) throws(Problem) -> Exercise {
        let folder = root + "/" + name
        let number = Int(name.prefix(while: \.isNumber)) ?? 0
        guard let readme = try? String(contentsOfFile: folder + "/README.md", encoding: .utf8) else {
            throw Problem(message: "\(folder): has no README.md")
        }
        guard FileManager.default.fileExists(atPath: folder + "/checks.md") else {
            throw Problem(message: "\(folder): has no checks.md")
        }
        guard
            let title = readme.split(separator: "\n").first(where: { $0.hasPrefix("# ") })
                .map({ String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) })
        else { throw Problem(message: "\(folder)/README.md: starts with no '# Title'") }
        let files = swiftFiles(under: folder + "/Sources").map { "Sources/" + $0 }
        guard !files.isEmpty else { throw Problem(message: "\(folder): has no Swift files under Sources/") }
        let scaffold = swiftFiles(under: folder + "/Scaffold")
        guard scaffold.count == 1 else {
            throw Problem(message: "\(folder): Scaffold/ holds one conformance file, not \(scaffold.count)")
        }
        let solution = root + "/Solutions/" + name
        for file in files where !FileManager.default.fileExists(atPath: solution + "/" + file) {
            throw Problem(message: "\(solution): has no \(file), the solution of the learner's file")
        }
        return Exercise(number: number, id: name, title: title, folder: folder, learnerFiles: files, solutionFolder: solution)
    }

    /// Swift files below `folder`, relative to it, sorted; none when there is no such folder.
    private static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }
}
