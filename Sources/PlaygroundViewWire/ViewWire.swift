/// How the prompt and the view's server talk over the socket between them. The server is a
/// process of its own (`coordinator-playground-view`): the HTTP library it links brings
/// Foundation's networking and libcurl, which the prompt would otherwise load at every start.
///
/// The server's first line says where it listens, or why it cannot; then the prompt sends
/// pictures, one per step of the session, each `picture LABEL-BYTES TITLE-BYTES PANELS-BYTES`
/// and a newline, then the label's (the command that made it), the title's and the panels'
/// UTF-8 bytes. A command typed within a burst, with no pause after it, has no picture of its
/// own: it crosses as `burst LABEL-BYTES STORY-BYTES`, its command and its story panel, just
/// before the next picture. The prompt closing its end stops the server.
package enum ViewWire {
    /// The server's first line.
    package enum Greeting: Equatable, Sendable {
        case listening(url: String)
        case refused(message: String)

        package var line: String {
            switch self {
            case .listening(let url): "listening " + url + "\n"
            case .refused(let message): "refused " + message.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
            }
        }

        /// The greeting a line (without its newline) says, or nil for anything else.
        package init?(line: String) {
            if line.hasPrefix("listening ") {
                self = .listening(url: String(line.dropFirst("listening ".count)))
            } else if line.hasPrefix("refused ") {
                self = .refused(message: String(line.dropFirst("refused ".count)))
            } else {
                return nil
            }
        }
    }

    /// One picture as it crosses.
    package static func frame(label: String = "", title: String, panels: String) -> [UInt8] {
        let label = Array(label.utf8), title = Array(title.utf8), panels = Array(panels.utf8)
        return Array("picture \(label.count) \(title.count) \(panels.count)\n".utf8) + label + title + panels
    }

    /// A step typed within a burst: its command and the story panel of what it did.
    package static func burstFrame(label: String, story: String) -> [UInt8] {
        let label = Array(label.utf8), story = Array(story.utf8)
        return Array("burst \(label.count) \(story.count)\n".utf8) + label + story
    }

    /// A step as it arrives.
    package enum Frame: Equatable, Sendable {
        case picture(label: String, title: String, panels: String)
        case burst(label: String, story: String)
    }

    /// Something that is not a picture where one should be: the server stops reading.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Takes the bytes as they arrive, in pieces of any size, and gives back whole steps.
    package struct FrameReader {
        private var buffer: [UInt8] = []
        /// The header's kind and lengths, once read, while the bytes they announce arrive.
        private var announced: (isBurst: Bool, lengths: [Int])?
        /// A header line longer than this is not one.
        private static let headerLimit = 64

        package init() {}

        package mutating func append(_ bytes: some Collection<UInt8>) {
            buffer.append(contentsOf: bytes)
        }

        /// The next whole step, or nil until more bytes arrive.
        package mutating func next() throws(Malformed) -> Frame? {
            if announced == nil {
                guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
                    if buffer.count > Self.headerLimit {
                        throw Malformed(description: "no picture header in the first \(Self.headerLimit) bytes")
                    }
                    return nil
                }
                let header = String(decoding: buffer[..<newline], as: UTF8.self)
                let fields = header.split(separator: " ")
                let lengths = fields.dropFirst().compactMap { Int($0) }.filter { $0 >= 0 }
                let isBurst = fields.first == "burst"
                guard isBurst || fields.first == "picture", lengths.count == fields.count - 1, lengths.count == (isBurst ? 2 : 3)
                else { throw Malformed(description: "not a picture header: \(header.prefix(Self.headerLimit))") }
                announced = (isBurst, lengths)
                buffer.removeSubrange(...newline)
            }
            guard let (isBurst, lengths) = announced, buffer.count >= lengths.reduce(0, +) else { return nil }
            var texts: [String] = []
            var start = 0
            for length in lengths {
                texts.append(String(decoding: buffer[start..<(start + length)], as: UTF8.self))
                start += length
            }
            buffer.removeSubrange(..<start)
            announced = nil
            return isBurst ? .burst(label: texts[0], story: texts[1]) : .picture(label: texts[0], title: texts[1], panels: texts[2])
        }
    }
}
