import Foundation
import Testing

@testable import ExampleApp
@testable import PlaygroundEngine

/// `state` writes its JSON directly (`JSONWriter`): the model reads exactly as `JSONEncoder`
/// writes it with sorted keys, strings are escaped as JSON needs, and the chunks the writer
/// keeps its bytes in never show in the text.
@Suite struct StateJSONTests {
    /// `state`'s model says what `JSONEncoder` says of it, with the keys sorted as its
    /// `.sortedKeys` sorts them: both read back and written again with sorted keys give the
    /// same text, and the keys of `state`'s text come in sorted order.
    @Test(arguments: [
        ModelSnapshot.sample(user: nil, orders: []),
        ModelSnapshot.sample(user: User(username: "ada", name: "Ada", city: nil, workCities: []), orders: []),
        ModelSnapshot.sample(
            user: User(
                username: "pavel", name: "Павел \"P\" \\ Gurov\t", city: City(name: "St. Petersburg"),
                workCities: [City(name: "Moscow"), City(name: "Kazan\u{1}")]),
            orders: [
                Order(
                    number: 1, lines: ["Parka · Beige, size m"], total: 190, recipient: "Pavel", address: "12 Nevsky",
                    payment: .cashOnDelivery),
                Order(number: 2, lines: [], total: 0, recipient: "", address: "\n", payment: .card),
            ]),
    ])
    func theModelReadsAsJSONEncoderWritesIt(snapshot: ModelSnapshot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var json = JSONWriter()
        StateRenderer.model(try SnapshotValueEncoder().encode(snapshot), to: &json)
        let written = json.finish()
        #expect(try Self.sortedText(written) == Self.sortedText(String(decoding: try encoder.encode(snapshot), as: UTF8.self)))
        let keys = written.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[0 + 1] }
        #expect(keys == keys.sorted())
    }

    private static func sortedText(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
    }

    /// The encoder keeps the members in the order the value encodes them, and leaves out absent
    /// optionals as `JSONEncoder` does.
    @Test func theEncoderKeepsTheOrderItIsGiven() throws {
        struct Sample: Encodable {
            var zebra = 1
            var apple: String? = nil
            var mango = [true, false]
            var kiwi: Double = 0.5
            var nested = ["b": 2]
        }
        #expect(
            try SnapshotValueEncoder().encode(Sample())
                == .members([
                    "zebra": .int(1), "mango": .array([.bool(true), .bool(false)]), "kiwi": .double(0.5),
                    "nested": .members(["b": .int(2)]),
                ]))
    }

    @Test func stringsAreEscapedAndNonASCIITextKeptAsItIs() {
        let texts = [
            "plain", "", "Павел", "€240 · promoted", "a \"quote\"", "back\\slash", "tab\tand\nnewline\r",
            "\u{1}\u{1f}\u{7f}", "Ünï \"q\" 🎉\n", "e\u{301}",
        ]
        let json = JSONWriter.pretty(.array(texts.map(SnapshotValue.string)))
        #expect(
            json == """
                [
                  "plain",
                  "",
                  "Павел",
                  "€240 · promoted",
                  "a \\"quote\\"",
                  "back\\\\slash",
                  "tab\\tand\\nnewline\\r",
                  "\\u0001\\u001f\u{7f}",
                  "Ünï \\"q\\" 🎉\\n",
                  "e\u{301}"
                ]
                """)
    }

    /// Many chunks' worth of text, ASCII and not, escaped and not, in a document nested deeper
    /// than the indentation grows: it reads back as written, each line indented as its depth says.
    @Test func aLongDeepDocumentReadsBackAsWritten() throws {
        let texts = (0..<20_000).map { index in
            switch index % 4 {
            case 0: "screen \(index)"
            case 1: "€\(index) · Павел"
            case 2: "line \(index)\n\"quoted\""
            default: "Ünï \(index)\t"
            }
        }
        var value = SnapshotValue.array(texts.map(SnapshotValue.string))
        for level in 0..<45 { value = .members(["level \(level)": value, "n": .int(level)]) }
        let json = JSONWriter.pretty(value)
        let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        // 45 objects open, the list, its texts, the list closes, each object's `n` and close.
        #expect(lines.count == 45 + 1 + texts.count + 1 + 2 * 45)
        #expect(lines[39] == String(repeating: "  ", count: 39) + "\"level 6\": {")
        #expect(lines[40] == String(repeating: "  ", count: 40) + "\"level 5\": {")
        #expect(lines[45] == String(repeating: "  ", count: 40) + "\"level 0\": [")
        #expect(lines[46] == String(repeating: "  ", count: 40) + "\"screen 0\",")
        var read = try JSONSerialization.jsonObject(with: Data(json.utf8))
        for level in (0..<45).reversed() {
            let object = try #require(read as? [String: Any])
            #expect(object["n"] as? Int == level)
            read = try #require(object["level \(level)"])
        }
        #expect(read as? [String] == texts)
    }
}

extension ModelSnapshot {
    static func sample(user: User?, orders: [Order]) -> ModelSnapshot {
        ModelSnapshot(
            services: [.init(name: .catalog, state: .ready), .init(name: .profile, state: .pending)],
            user: user,
            cart: ["Wool Coat · Anthracite, size m", "Sneakers \"white\""],
            cartTotal: 1,
            orders: orders,
            catalog: ["1 Wool Coat · Coats · €240 · promoted", "2 Parka · Coats · €190"],
            cityPickerStyle: .map)
    }
}
