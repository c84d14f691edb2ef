import CustomDump
import HeadlessUIKit

/// An object's name dumps as the app prints it (`HomeViewController#1`), not as its two fields,
/// so a failing whole-change test reads as the transcripts do.
extension ObjectName: CustomDumpStringConvertible {
    public var customDumpDescription: String { description }
}
