extension String {
    /// Whether the text's UTF-8 holds `byte`, looked for in its contiguous storage: the generic
    /// `utf8.contains` cost tens of instructions a byte, a tenth of a replay's time when every
    /// line is checked for "\n" and "\r".
    package func containsUTF8(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
        return utf8.contains(byte)
    }
}
