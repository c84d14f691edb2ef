import CLibedit
import Foundation
import Testing

@testable import Terminal

@Suite("~/.editrc, line by line")
struct EditrcTests {
    /// The file that crashed libedit's own reader in about half of all starts.
    static let crashing = """
        bind "^X
        bind -s ^Y help
        # a comment, then a blank line

           bind '^Z
        """

    @Test("Lines with an open quote are problems, with their numbers")
    func problemsByLine() {
        let script = EditrcScript(Array(Self.crashing.utf8))
        #expect(script.commands == [EditrcScript.Command(lineNumber: 2, words: ["bind", "-s", "^Y", "help"])])
        #expect(
            script.problems == [
                EditrcScript.Problem(lineNumber: 1, reason: "a double quote (\") is not closed"),
                EditrcScript.Problem(lineNumber: 5, reason: "a single quote (') is not closed"),
            ])
    }

    @Test("Quotes and escapes split as libedit splits them")
    func words() {
        let script = EditrcScript(Array(#"  bind -s "^A" 'a b' c\ d"#.utf8))
        #expect(script.commands == [EditrcScript.Command(lineNumber: 1, words: ["bind", "-s", "^A", "a b", "c d"])])
    }

    @Test("A NUL byte or bytes that are not UTF-8 make a line a problem")
    func bytes() {
        let script = EditrcScript([0x62, 0x00, 0x0A, 0xFF, 0xFE, 0x0A] + Array("bind".utf8))
        #expect(script.problems.map(\.lineNumber) == [1, 2])
        #expect(script.commands.map(\.lineNumber) == [3])
    }

    @Test("Applied to libedit: good lines take effect, every other line is one warning naming it")
    func applied() throws {
        let input = try #require(tmpfile()), output = try #require(tmpfile())
        defer {
            fclose(input)
            fclose(output)
        }
        let editLine = try #require(el_init("editrc-tests", input, output, output))
        defer { el_end(editLine) }
        var warnings: [String] = []
        Editrc.apply(EditrcScript(Array((Self.crashing + "\nnosuchcommand x\n").utf8)), to: editLine) { warnings.append($0) }
        #expect(
            warnings == [
                "line 1: a double quote (\") is not closed; line skipped",
                "line 5: a single quote (') is not closed; line skipped",
                "line 6: libedit refused it (nosuchcommand); line skipped",
            ])
        // libedit lists its bindings: the good line's macro is among them.
        var list: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("bind")), nil]
        defer { free(UnsafeMutablePointer(mutating: list[0])) }
        el_parse(editLine, 1, &list)
        fflush(output)
        rewind(output)
        var listing = ""
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), output) != nil { listing += String(cString: buffer) }
        #expect(listing.contains(#""^Y"           ->  "help""#), "\(listing)")
    }

    @Test("libedit's own places: $EDITRC, else ~/.editrc")
    func path() {
        #expect(Editrc.path(environment: ["HOME": "/home/ada"]) == "/home/ada/.editrc")
        #expect(Editrc.path(environment: ["HOME": "/home/ada", "EDITRC": "/etc/editrc"]) == "/etc/editrc")
        #expect(Editrc.path(environment: [:]) == nil)
    }
}
