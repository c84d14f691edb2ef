import Foundation
import SafeFile

extension Error {
    /// Why it failed, in words a person can act on ("the disk is full"), never a bare code such as
    /// "NSCocoaErrorDomain error 512", which is all Foundation on Linux says about most file
    /// errors. Without the path: the caller names the file.
    package var inWords: String {
        if let error = self as? FileWriteError { return error.reason }
        let error = self as NSError
        if let code = Self.posixCode(of: error) { return FileWriteError(path: "", problem: .system(code)).reason }
        if error.domain == NSCocoaErrorDomain, let words = Self.words(forCocoaCode: error.code) { return words }
        return error.localizedDescription
    }

    /// The errno behind an error, if it says one (a POSIX error, or a Cocoa error wrapping one).
    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }

    private static func words(forCocoaCode code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file, or a folder on the way does not exist"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "the disk is full"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileWriteFileExists: "something is already at that path"
        case .fileReadCorruptFile: "its contents are not in the expected format"
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding: "it is not text in the expected encoding"
        case .fileReadTooLarge: "it is too large"
        case .fileReadUnknown: "it could not be read"
        case .fileWriteUnknown: "it could not be written"
        default: nil
        }
    }
}
