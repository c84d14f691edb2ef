// libFuzzer target: the lesson progress file (`progress.json`) as any hand may leave it. Any input
// must be read as valid progress or refused; progress that is read must start every lesson it
// names without a crash (a step of 0 or less once crashed every lesson start).
import Foundation
import PlaygroundEngine
import PlaygroundLessons
import ShopHost

let apps = PlaygroundApps(ShopPlaygroundApp.self)
/// The real lessons, read once (the harness runs from the package root).
let lessons = (try? LessonLibrary.load(directory: "lessons", apps: apps)) ?? []

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProgressFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    guard let progress = try? LessonProgress(fileContents: bytes) else { return 0 }
    for (id, record) in progress.lessons {
        precondition((1...1_000).contains(record.currentStep), "\(id): step \(record.currentStep) was accepted")
        precondition((record.completedSteps + record.skippedSteps).allSatisfy { (1...1_000).contains($0) }, "\(id): a step was accepted")
    }
    let coach = LessonCoach(apps: apps, lessons: lessons, store: InMemoryProgressStore(progress), confirm: { _ in true })
    _ = coach.execute("lesson")
    _ = coach.startLesson(nil)
    return 0
}
