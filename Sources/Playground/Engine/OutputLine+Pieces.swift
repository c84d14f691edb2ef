extension OutputLine {
    /// The text in pieces of about `size` bytes, each but the last ending just after a line end,
    /// so that a front end can write a long output a piece at a time and stop between two when
    /// the person presses Ctrl-C: a `state` document of megabytes is one output line. Whatever
    /// is left unprinted, the command has finished and the app is as it left it.
    ///
    /// The pieces joined are the text; a text of one line, however long, is one piece.
    public func pieces(ofAbout size: Int = 1 << 16) -> [Substring] {
        let bytes = text.utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        while bytes.distance(from: start, to: bytes.endIndex) > size {
            let probe = bytes.index(start, offsetBy: size)
            guard let newline = bytes[probe...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let end = bytes.index(after: newline)
            pieces.append(text[start..<end])
            start = end
        }
        if start < bytes.endIndex || pieces.isEmpty { pieces.append(text[start...]) }
        return pieces
    }
}
