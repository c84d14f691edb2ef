import Foundation
import SafeFile
import ShippedApps
import TestSupport
import Testing
import TextLayout

@testable import PlaygroundEngine
@testable import PlaygroundTranscripts

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `export dot|mermaid FILE` and `record FILE` as the front end carries them out: a file already
/// there is replaced only when the person says yes or the command says `--force`; nothing but a
/// regular file is written, never through a symbolic link; a second recorder on one file is
/// refused; a recording that cannot go on says so and counts as a failed write.
@Suite struct FileEffectsTests {
    let folder: String

    init() throws {
        folder = try TranscriptFixtures.scratchFolder()
    }

    private func path(_ name: String) -> String { folder + "/" + name }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    private func contents(_ name: String) throws -> String {
        try TranscriptFixtures.contents(of: path(name))
    }

    /// Runs `line` in `session` and carries out its file effects, as the prompt does.
    private func run(_ line: String, in session: Session, files: FileEffects) -> CommandResult {
        var result = session.execute(line)
        files.carryOut(&result, line: line)
        return result
    }

    // MARK: Replacing a file that is there

    @Test func pipedExportKeepsAnExistingFileUnlessForced() throws {
        try write("the old picture\n", to: "app.dot")
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        let kept = run("export dot \(path("app.dot"))", in: session, files: files)
        #expect(
            kept
                == CommandResult(
                    lines: [
                        OutputLine(
                            "error: \(path("app.dot")) exists and was kept; to replace it: export dot \(path("app.dot")) --force",
                            kind: .error)
                    ], isError: true, fileToWrite: kept.fileToWrite))
        #expect(try contents("app.dot") == "the old picture\n")

        let forced = run("export dot \(path("app.dot")) --force", in: session, files: files)
        #expect(forced.output == "wrote the dot picture to \(path("app.dot"))")
        #expect(try contents("app.dot") == session.execute("export dot").output + "\n")
        #expect(!files.hasFailedWrite)
    }

    @Test func atATerminalExportAsksFirstAndNoKeepsTheFile() throws {
        try write("the old picture\n", to: "app.mmd")
        let session = Session()
        var questions: [String] = []
        var answer = false
        let files = FileEffects(session: session) { question in
            questions.append(question)
            return answer
        }
        let kept = run("export mermaid \(path("app.mmd"))", in: session, files: files)
        #expect(kept.lines == [OutputLine("kept \(path("app.mmd")) as it was")])
        #expect(!kept.isError)
        #expect(try contents("app.mmd") == "the old picture\n")
        answer = true
        #expect(
            run("export mermaid \(path("app.mmd"))", in: session, files: files).output == "wrote the mermaid picture to \(path("app.mmd"))")
        #expect(try contents("app.mmd").hasPrefix("flowchart"))
        #expect(questions == Array(repeating: "\(path("app.mmd")) exists. Replace it?", count: 2))
        // A new file needs no question.
        _ = run("export dot \(path("new.dot"))", in: session, files: files)
        #expect(questions.count == 2)
    }

    @Test func exportNeverWritesThroughASymbolicLink() throws {
        try write("someone else's file\n", to: "victim")
        try FileManager.default.createSymbolicLink(atPath: path("link.dot"), withDestinationPath: path("victim"))
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        let refused = run("export dot \(path("link.dot")) --force", in: session, files: files)
        #expect(
            refused.lines == [
                OutputLine("error: \(path("link.dot")) is a symbolic link; give the path of the file it points to", kind: .error)
            ])
        #expect(try contents("victim") == "someone else's file\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.dot")) == path("victim"))
        #expect(files.hasFailedWrite)
    }

    @Test(.enabled(if: DecoyDevice.canBeMade, "mknod is not permitted here (needs root or CAP_MKNOD)"))
    func exportAndRecordRefuseADeviceNodeAndLeaveIt() throws {
        try DecoyDevice.make(at: path("full"), DecoyDevice.full)
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        #expect(
            run("export dot \(path("full"))", in: session, files: files).lines == [
                OutputLine("error: \(path("full")) is a character device, not a regular file; give a file path", kind: .error)
            ])
        #expect(
            run("record \(path("full"))", in: session, files: files).lines == [
                OutputLine("error: cannot record to \(path("full")): it is a character device, not a regular file", kind: .error)
            ])
        #expect(DecoyDevice.isCharacterDevice(path("full")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["full"])
    }

    // MARK: Recording

    @Test func recordKeepsAnExistingTranscriptUnlessForcedAndThenKeepsItsOwnerAndMode() throws {
        try write("> help\n", to: "flow.transcript")
        chmod(path("flow.transcript"), 0o640)
        if geteuid() == 0 { chown(path("flow.transcript"), 1234, 5678) }
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        #expect(
            run("record \(path("flow.transcript"))", in: session, files: files).lines == [
                OutputLine(
                    "error: \(path("flow.transcript")) exists and was kept; to replace it: record \(path("flow.transcript")) --force",
                    kind: .error)
            ])
        #expect(try contents("flow.transcript") == "> help\n")

        #expect(
            run("record \(path("flow.transcript")) --force", in: session, files: files).output == "recording to \(path("flow.transcript"))")
        _ = run("push product 2", in: session, files: files)
        _ = run("record stop", in: session, files: files)
        let pushed = Session().execute("push product 2").output
        #expect(try contents("flow.transcript") == "# recorded with coordinator-playground\n> push product 2\n\(pushed)\n")
        var status = stat()
        lstat(path("flow.transcript"), &status)
        #expect(status.st_mode & 0o7777 == 0o640)
        if geteuid() == 0 { #expect([status.st_uid, status.st_gid] == [1234, 5678]) }
        #expect(TranscriptSuite.replay(paths: [path("flow.transcript")], apps: .shipped).rendered == "1 passed, 0 failed")
    }

    @Test func aSecondRecorderOnOneFileIsRefusedWhileTheFirstRecords() throws {
        let first = Session(), second = Session()
        let firstFiles = FileEffects(session: first, askToReplace: nil)
        let secondFiles = FileEffects(session: second, askToReplace: nil)
        _ = run("record \(path("shared.transcript"))", in: first, files: firstFiles)
        let refused = run("record \(path("shared.transcript")) --force", in: second, files: secondFiles)
        #expect(
            refused.lines == [
                OutputLine("error: cannot record to \(path("shared.transcript")): another process is writing it", kind: .error)
            ])
        _ = run("screen", in: first, files: firstFiles)
        _ = run("record stop", in: first, files: firstFiles)
        #expect(try contents("shared.transcript").hasPrefix("# recorded with coordinator-playground\n> screen\nHomeViewController#1"))
        #expect(
            run("record \(path("shared.transcript")) --force", in: second, files: secondFiles).output
                == "recording to \(path("shared.transcript"))")
    }

    @Test func aRecordingWhoseFileWasReplacedStopsAndSaysWhatItHolds() throws {
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        _ = run("record \(path("flow.transcript"))", in: session, files: files)
        _ = run("tree", in: session, files: files)
        let recorded = try contents("flow.transcript")
        // Someone moves it away and puts another file there.
        rename(path("flow.transcript"), path("moved.transcript"))
        try write("someone else's\n", to: "flow.transcript")
        let stopped = run("stack", in: session, files: files)
        #expect(
            stopped.lines.last
                == OutputLine(
                    "error: recording stopped: cannot write \(path("flow.transcript")): it was replaced by another file while being written; it holds every command before this one",
                    kind: .error))
        #expect(stopped.isError)
        #expect(files.hasFailedWrite)
        #expect(try contents("moved.transcript") == recorded)
        #expect(try contents("flow.transcript") == "someone else's\n")
        // Stopped: the next command records nothing and says nothing of it.
        #expect(run("stack", in: session, files: files).lines == session.execute("stack").lines)
    }

    // MARK: `-`, and stopping what is not running

    @Test func exportToADashPrintsThePictureAndWritesNoFile() throws {
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        for format in ["dot", "mermaid"] {
            let printed = run("export \(format) -", in: session, files: files)
            #expect(printed == session.execute("export \(format)"))
            #expect(printed.fileToWrite == nil)
        }
        #expect(session.execute("export html -").picture == .printPage)
        #expect(session.execute("export html -").lines.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func recordStopWhenNothingIsRecordingSaysSo() throws {
        let session = Session()
        let files = FileEffects(session: session, askToReplace: nil)
        #expect(
            run("record stop", in: session, files: files).lines == [
                OutputLine("nothing is being recorded, so there is nothing to stop (record FILE starts)")
            ])
        _ = run("record \(path("flow.transcript"))", in: session, files: files)
        #expect(run("record stop", in: session, files: files).output == "stopped recording")
        #expect(run("record stop", in: session, files: files).output.hasPrefix("nothing is being recorded"))
    }
}
