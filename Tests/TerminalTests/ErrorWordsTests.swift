import Foundation
import SafeFile
import Terminal
import Testing

@Suite("Errors in words")
struct ErrorWordsTests {
    @Test("Foundation's file errors read as words, never as NSCocoaErrorDomain codes")
    func cocoaErrors() {
        #expect(CocoaError(.fileWriteUnknown).inWords == "it could not be written")
        #expect(CocoaError(.fileWriteOutOfSpace).inWords == "the disk is full")
        #expect(CocoaError(.fileNoSuchFile).inWords == "no such file, or a folder on the way does not exist")
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(wrapped.inWords == "the disk is full")
    }

    @Test("A real Foundation failure names its cause")
    func realFailure() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)/file")
        let error = try #require(throws: (any Error).self) { try Data("x".utf8).write(to: missing) }
        #expect(!error.inWords.contains("NSCocoaErrorDomain"), "\(error.inWords)")
        #expect(error.inWords.contains("does not exist"), "\(error.inWords)")
    }

    @Test("SafeFile's errors give their reason, for a caller that names the path")
    func fileWriteErrors() {
        #expect(FileWriteError(path: "/x", problem: .system(ENOSPC)).inWords == "the disk is full")
    }
}
