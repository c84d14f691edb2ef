import Foundation
import SafeFile
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct FileWriteErrorTests {
    @Test func saysWhatIsWrongInWords() {
        let messages = [
            FileWriteError.Problem.notRegularFile(.characterDevice), .symbolicLink, .system(ENOSPC), .system(EDQUOT),
            .system(EACCES), .system(EROFS), .replacedWhileOpen, .removedWhileOpen, .folderNotWritable("/etc"),
        ].map { FileWriteError(path: "out.txt", problem: $0).message }
        #expect(
            messages == [
                "out.txt is a character device, not a regular file; give a file path",
                "out.txt is a symbolic link; give the path of the file it points to",
                "cannot write out.txt: the disk is full",
                "cannot write out.txt: the disk quota is used up",
                "cannot write out.txt: permission denied",
                "cannot write out.txt: the file system is read-only",
                "out.txt was replaced by another file while being written; writing stopped",
                "out.txt was removed while being written; writing stopped",
                "cannot write out.txt: no permission to create files in the folder /etc",
            ])
    }

    @Test func printsAsItsMessageNotAsACode() {
        let error: any Error = FileWriteError(path: "out.txt", problem: .system(ENOSPC))
        #expect(error.localizedDescription == "cannot write out.txt: the disk is full")
    }
}
