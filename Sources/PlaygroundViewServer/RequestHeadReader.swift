import Foundation

/// Reads a request's head (its request line and headers) as the bytes arrive, and gives up as
/// soon as either is too long, so a client pays for a long line and the server never does:
/// every byte is looked at once, and at most the limits (plus one read) are kept.
///
/// FlyingFox's own parser has no limit and rescans each line as it grows (a 200 KB header cost
/// 18.8 s of CPU), so the view server reads the head here and hands FlyingFox only a short
/// request of its own making.
struct RequestHeadReader {
    /// RFC 9112 leaves the limits to the server; 8 KB is what most servers take for the line.
    static let requestLineLimit = 8 * 1024
    static let headerBlockLimit = 16 * 1024

    enum Outcome: Equatable {
        /// The head is not whole yet.
        case needMore
        /// The head, and what came after it (the first bytes of a WebSocket's frames).
        case head(RequestHead, rest: [UInt8])
        case refused(HTTPRefusal)
    }

    private var bytes: [UInt8] = []
    /// How far the bytes have been looked at.
    private var scanned = 0
    /// Where the headers start, once the request line has ended.
    private var headersStart: Int?
    private var lineStart = 0
    private var isDone = false

    /// Takes the next bytes from the client.
    mutating func append(_ chunk: some Collection<UInt8>) -> Outcome {
        guard !isDone else { return .needMore }
        bytes.append(contentsOf: chunk)
        while let index = nextNewline() {
            let line = lineWithoutEnding(from: lineStart, to: index)
            lineStart = index + 1
            guard let start = headersStart else {
                if line.count > Self.requestLineLimit { return finish(.refused(.uriTooLong)) }
                headersStart = index + 1
                continue
            }
            // The block is the header lines with their endings, without the empty line after.
            let blockSize = (line.isEmpty ? line.lowerBound : index + 1) - start
            if blockSize > Self.headerBlockLimit { return finish(.refused(.headersTooLarge)) }
            if line.isEmpty {
                return finish(parse(requestLineEnd: start, headersEnd: line.lowerBound, restStart: index + 1))
            }
        }
        // Not ended yet: refuse once the open line alone is over its limit (a CR may end it).
        if let start = headersStart {
            if bytes.count - start > Self.headerBlockLimit + 2 { return finish(.refused(.headersTooLarge)) }
        } else if bytes.count > Self.requestLineLimit + 1 {
            return finish(.refused(.uriTooLong))
        }
        return .needMore
    }

    /// Where the next line ends, looking at each byte once; nil when no line has ended yet.
    private mutating func nextNewline() -> Int? {
        guard scanned < bytes.count else { return nil }
        let found = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let start = buffer.baseAddress,
                let newline = memchr(start + scanned, Int32(UInt8(ascii: "\n")), buffer.count - scanned)
            else { return nil }
            return UnsafeRawPointer(newline) - UnsafeRawPointer(start)
        }
        scanned = found.map { $0 + 1 } ?? bytes.count
        return found
    }

    private mutating func finish(_ outcome: Outcome) -> Outcome {
        isDone = true
        bytes = []
        return outcome
    }

    private func lineWithoutEnding(from start: Int, to newline: Int) -> Range<Int> {
        newline > start && bytes[newline - 1] == UInt8(ascii: "\r") ? start..<(newline - 1) : start..<newline
    }

    private func parse(requestLineEnd: Int, headersEnd: Int, restStart: Int) -> Outcome {
        let requestLine = bytes[lineWithoutEnding(from: 0, to: requestLineEnd - 1)]
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].starts(with: Array("HTTP/1.".utf8)) else {
            return .refused(.malformed("not an HTTP/1.1 request line"))
        }
        var headers: [(name: String, value: String)] = []
        var start = requestLineEnd
        while start < headersEnd {
            var end = start
            while bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = bytes[lineWithoutEnding(from: start, to: end)]
            start = end + 1
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                !line[..<colon].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            else {
                return .refused(.malformed("a header line is not 'Name: value'"))
            }
            let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let trimmed = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed()
            headers.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: trimmed, as: UTF8.self)))
        }
        let head = RequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self), headers: headers)
        return .head(head, rest: Array(bytes[restStart...]))
    }
}
