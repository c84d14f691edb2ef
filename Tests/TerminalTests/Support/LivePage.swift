import Foundation
import TestSupport

/// The program at a terminal with `view` on, and its page open in headless Chromium: what a
/// person sees in the browser beside the prompt.
final class LivePage {
    let program: TerminalProgram
    let browser: HeadlessChromium
    /// The page's address, as the prompt printed it.
    let url: String

    /// Starts the program in `sandbox`, runs `view`, and opens the page it names.
    init(sandbox: Sandbox, environment: [String: String] = [:]) throws {
        program = try TerminalProgram(environment: sandbox.environment(environment))
        try program.expectPrompt(SessionText.prompt)
        program.send("view\r")
        try program.expect("showing the app live")
        try program.expect("http://127.0.0.1:")
        try program.expect("/")
        let printed = program.output
        guard let start = printed.range(of: "http://127.0.0.1:", options: .backwards),
            let end = printed[start.upperBound...].firstIndex(of: "/")
        else { throw HeadlessChromium.Failure(description: "no address in \(printed.debugDescription)") }
        url = String(printed[start.lowerBound...end])
        try program.expectPrompt(SessionText.prompt)
        browser = try HeadlessChromium(profileIn: sandbox.root.appendingPathComponent("chromium", isDirectory: true))
        try browser.open(url)
        try browser.waitUntil("document.getElementById('status').textContent.startsWith('live')")
        // Set once; still there after every redraw only if the page never reloaded.
        try browser.evaluate("window.loadedOnce = 'never reloaded'")
    }

    /// Types `command` at the prompt and waits until `condition` (JavaScript) holds on the page;
    /// returns how long from the Enter key to the page showing it.
    @discardableResult
    func run(_ command: String, until condition: String) throws -> Duration {
        let waiting = try browser.startEvaluating(
            """
            new Promise(function (resolve) {
              function met() { return Boolean(\(condition)); }
              if (met()) { resolve(true); return; }
              var observer = new MutationObserver(function () { if (met()) { observer.disconnect(); resolve(true); } });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
              setTimeout(function () { observer.disconnect(); resolve(met()); }, 15000);
            })
            """)
        let clock = ContinuousClock()
        let typed = clock.now
        program.send(command + "\r")
        let met = try browser.answer(to: waiting) as? Bool == true
        let latency = clock.now - typed
        try program.expectPrompt(SessionText.prompt)
        guard met else {
            throw HeadlessChromium.Failure(
                description: "after '\(command)' the page never had \(condition); it shows \(try pictureText().debugDescription)")
        }
        return latency
    }

    /// The texts of the elements `selector` matches, in document order.
    func texts(_ selector: String) throws -> [String] {
        let value = try browser.evaluate(
            "Array.from(document.querySelectorAll(\(Self.javaScriptString(selector)))).map(function (e) { return e.textContent; })")
        return value as? [String] ?? []
    }

    func pictureText() throws -> String {
        try browser.evaluate("document.getElementById('picture').textContent") as? String ?? ""
    }

    var neverReloaded: Bool {
        get throws { try browser.evaluate("window.loadedOnce") as? String == "never reloaded" }
    }

    /// Writes what the page shows to `.build/view-screenshots/NAME.png`, for a person to look at:
    /// the window, or with `whole` all of the page.
    @discardableResult
    func screenshot(_ name: String, whole: Bool = false) throws -> URL {
        let folder = PackagePaths.url(".build/view-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name + ".png")
        try browser.screenshot(whole: whole).write(to: file)
        return file
    }

    /// A JavaScript condition: the phone's caption names `screen` as visible.
    static func phoneShows(_ screen: String) -> String {
        "Array.from(document.querySelectorAll('svg.phone .caption text')).some(function (t) { return t.textContent.indexOf(\(javaScriptString("visible: " + screen))) === 0; })"
    }

    static func javaScriptString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
