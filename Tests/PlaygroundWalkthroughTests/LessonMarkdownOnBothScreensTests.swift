import Foundation
import MarkdownModel
import PlaygroundLessons
import PlaygroundPicture
import ShippedApps
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundWalkthrough
@testable import TextLayout

/// The terminal and a lesson's page draw the same blocks: what the prompt printed as Markdown,
/// read as the terminal reads it, is the text each frame of the page drew, and block by block
/// the page's HTML says the words the terminal shows.
@Suite struct LessonMarkdownOnBothScreensTests {
    static let lessons = (try? LessonLibrary.load(directory: PackagePaths.path("lessons"), apps: .shipped)) ?? []

    @Test func everyLessonsTextIsTheSameBlocksAtThePromptAndOnThePage() throws {
        #expect(Self.lessons.count == 12)
        for lesson in Self.lessons {
            let walkthrough = Walkthrough(SolvedLesson(lesson, apps: .shipped))
            let drawn = walkthrough.frames.filter { $0.heading != nil }.map(\.text)
            let printed = Self.markdownPrinted(by: lesson).map(MarkdownDocument.init(parsing:))
            #expect(drawn == printed, "lesson \(lesson.number)")
            for document in drawn {
                for block in document.blocks {
                    #expect(Self.pageWords(of: block) == Self.terminalWords(of: block), "lesson \(lesson.number): \(block.plainText)")
                }
            }
            #expect(drawn.contains { !$0.isEmpty }, "lesson \(lesson.number) has text")
        }
    }

    @Test func lessonSevensPageShowsItsMarkdownDrawnNotItsMarks() throws {
        let lesson = try #require(Self.lessons.first { $0.number == 7 })
        let page = Walkthrough(SolvedLesson(lesson, apps: .shipped)).html
        let text = Self.text(ofPage: page)
        #expect(!text.contains("**") && !text.contains("```"))
        #expect(page.contains("<p><strong>Inputs and outputs.</strong> Each screen has <em>inputs</em>"))
        #expect(page.contains("<pre><code data-language=\"swift\">final class RegionsViewController: UIViewController {"))
        #expect(page.contains("<code>CityPickerCoordinator</code>"))
    }

    @Test func aRecapTheLastCommandPrintedIsDrawnToo() throws {
        let lesson = try #require(Self.lessons.first { $0.number == 12 })
        let walkthrough = Walkthrough(SolvedLesson(lesson, apps: .shipped))
        let recap = try #require(walkthrough.frames.last?.output.first { $0.markdown != nil })
        #expect(recap.markdown == MarkdownDocument(parsing: recap.text) && recap.text.contains("**holders**"))
        let page = walkthrough.html
        #expect(!Self.text(ofPage: page).contains("**"))
        #expect(page.contains("<strong>holders</strong>"))
    }

    /// The Markdown the prompt prints for the introduction (`intro`) and each step (`step`), in
    /// the order the page shows them.
    static func markdownPrinted(by lesson: Lesson) -> [String] {
        let coach = LessonCoach(apps: .shipped, lessons: [lesson], store: InMemoryProgressStore(), confirm: { _ in true })
        func markdown(_ line: String) -> String {
            coach.execute(line).lines.filter { $0.kind == .markdown }.map(\.text).joined(separator: "\n\n")
        }
        _ = coach.execute("lesson \(lesson.number)")
        let introduction = markdown("intro")
        var texts = introduction.isEmpty ? [] : [introduction]
        for _ in lesson.steps {
            texts.append(markdown("step"))
            _ = coach.execute("skip")
        }
        return texts
    }

    /// The words the terminal shows of `block`, wide enough that no code line is cut, without
    /// the rule beside a code block.
    static func terminalWords(of block: MarkdownBlock) -> [String] {
        MarkdownLayout.rows(of: MarkdownDocument(blocks: [block]), width: 1000, plain: false)
            .map { $0.map(\.text).joined() }
            .flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
            .filter { $0 != "│" }
    }

    /// The words of `block`'s HTML, each list item after the marker the terminal writes for it.
    static func pageWords(of block: MarkdownBlock) -> [String] {
        let html = MarkdownHTML.html(of: block)
        guard case .list(let items) = block.kind else { return words(ofHTML: html) }
        let itemsHTML = html.components(separatedBy: "<li>").dropFirst()
        return zip(items, itemsHTML).flatMap { item, itemHTML in
            [item.marker.trimmingCharacters(in: .whitespaces)] + words(ofHTML: itemHTML)
        }
    }

    static func words(ofHTML html: String) -> [String] {
        let blocksApart = html.replacing(/<\/?(p|li|ul|ol|pre|h[1-6])\b[^>]*>/, with: " ")
        return unescaped(blocksApart.replacing(/<[^>]+>/, with: "")).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// What a reader sees of a page: its text, without its style, script and markup.
    static func text(ofPage page: String) -> String {
        let visible = page.replacing(/<style>[\s\S]*?<\/style>/, with: "").replacing(/<script>[\s\S]*?<\/script>/, with: "")
        return unescaped(visible.replacing(/<[^>]+>/, with: " "))
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
