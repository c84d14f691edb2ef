// libFuzzer target: the lesson parser (front matter, steps, goals, hints, solutions, code
// fences). Any input must parse or be refused with an error; never crash.
import Foundation
import PlaygroundEngine
import PlaygroundLessons
import ShopHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? LessonParser.parse(text, path: "fuzz.md", apps: PlaygroundApps(ShopPlaygroundApp.self))
    return 0
}
