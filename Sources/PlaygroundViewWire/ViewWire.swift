/// How the prompt and the view's server talk over the socket between them. The server is a
/// process of its own (`coordinator-playground-view`): the HTTP library it links brings
/// Foundation's networking and libcurl, which the prompt would otherwise load at every start.
///
/// The server's first line says where it listens, or why it cannot; then the prompt sends
/// pictures, one per step of the session, each `picture LABEL-BYTES TITLE-BYTES PANELS-BYTES`
/// and a newline, then the label's (the command that made it), the title's and the panels'
/// UTF-8 bytes. The prompt closing its end stops the server.
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

    /// Something that is not a picture where one should be: the server stops reading.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Takes the bytes as they arrive, in pieces of any size, and gives back whole pictures.
    package struct FrameReader {
        private var buffer: [UInt8] = []
        /// The header's lengths, once read, while the bytes they announce arrive.
        private var announced: (label: Int, title: Int, panels: Int)?
        /// A header line longer than this is not one.
        private static let headerLimit = 64

        package init() {}

        package mutating func append(_ bytes: some Collection<UInt8>) {
            buffer.append(contentsOf: bytes)
        }

        /// The next whole picture, or nil until more bytes arrive.
        package mutating func next() throws(Malformed) -> (label: String, title: String, panels: String)? {
            if announced == nil {
                guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
                    if buffer.count > Self.headerLimit {
                        throw Malformed(description: "no picture header in the first \(Self.headerLimit) bytes")
                    }
                    return nil
                }
                let header = String(decoding: buffer[..<newline], as: UTF8.self)
                let fields = header.split(separator: " ")
                guard fields.count == 4, fields[0] == "picture", let label = Int(fields[1]), let title = Int(fields[2]),
                    let panels = Int(fields[3]), label >= 0, title >= 0, panels >= 0
                else { throw Malformed(description: "not a picture header: \(header.prefix(Self.headerLimit))") }
                announced = (label, title, panels)
                buffer.removeSubrange(...newline)
            }
            guard let (labelCount, titleCount, panelsCount) = announced, buffer.count >= labelCount + titleCount + panelsCount else {
                return nil
            }
            let label = String(decoding: buffer[..<labelCount], as: UTF8.self)
            let title = String(decoding: buffer[labelCount..<(labelCount + titleCount)], as: UTF8.self)
            let end = labelCount + titleCount + panelsCount
            let panels = String(decoding: buffer[(labelCount + titleCount)..<end], as: UTF8.self)
            buffer.removeSubrange(..<end)
            announced = nil
            return (label, title, panels)
        }
    }
}
