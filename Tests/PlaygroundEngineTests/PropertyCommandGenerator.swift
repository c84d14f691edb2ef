import Coordinator
import Foundation
import HeadlessUIKit

@testable import PlaygroundEngine

/// Turns numbers into command lines that fit the live app, from the command table: which command,
/// which of its forms, and for every argument slot a word chosen among what TAB would offer for
/// that slot's kind right now (`Completion.names`). The same number in the same state gives the
/// same line, so a sequence of numbers is a replayable, shrinkable session: the property library
/// generates and shrinks the numbers, and each is read against the session as it is at that step.
/// The number is read as digits in mixed radix, one digit per choice, so smaller numbers pick
/// earlier choices (0 is the first command in its first form with the first candidates, nothing
/// optional and nothing wrong), and a shrunk sequence reads plainly.
///
/// About one word in twelve is deliberately wrong (a typo, a word of another kind, hostile text),
/// so refusals are exercised as much as successes.
struct CommandGenerator {
    /// What the generator put in each line, to show that every command and kind is reachable.
    struct Usage {
        var commands: [String: Int] = [:]
        var kinds: [ArgumentKind: Int] = [:]
        var mutated = 0
    }

    var usage = Usage()
    /// One wrong word in `mutationRate` (0: never).
    var mutationRate = 12

    mutating func line(for choice: Int, in session: Session) -> String {
        var random = Digits(choice)
        let table = CommandTable.all
        let definition = table[random.below(table.count)]
        usage.commands[definition.name, default: 0] += 1
        let form = definition.forms[random.below(definition.forms.count)]
        var name = definition.names[random.below(definition.names.count)]
        switch random.below(10) {
        case 8: name = name.uppercased()
        case 9: name = shortestUnambiguousPrefix(of: name) ?? name
        default: break
        }
        var arguments: [String] = []
        let completion = Completion(app: session.live, commands: session.commands)
        for slot in form.slots {
            let count: Int
            switch slot.multiplicity {
            case .one: count = 1
            case .optional: count = random.below(2)
            case .zeroOrMore: count = random.below(4)
            case .rest: count = 1 + random.below(3)
            }
            for _ in 0..<count {
                usage.kinds[slot.kind, default: 0] += 1
                if mutationRate > 0, random.below(mutationRate) == mutationRate - 1 {
                    usage.mutated += 1
                    arguments.append(mutant(&random, session: session))
                    continue
                }
                guard let word = word(for: slot, after: arguments, completion: completion, random: &random) else { continue }
                arguments.append(word)
            }
        }
        return ([name] + arguments.map(ScreenNames.quotedForTyping)).joined(separator: " ")
    }

    /// A word for `slot` as the person would type it (unquoted), or nil when nothing fits.
    private func word(for slot: ArgumentSlot, after arguments: [String], completion: Completion, random: inout Digits) -> String? {
        switch slot.kind {
        case .text:
            return Self.texts[random.below(Self.texts.count)]
        case .file:
            return ["app.dot", "out/app.mmd", "pic ture.dot"][random.below(3)]
        case .messageArgument:
            // Keys not given yet, then a value the catalog allows (or any text).
            let keys = completion.names(for: slot, after: arguments, partial: "")
            guard !keys.isEmpty else { return nil }
            let key = keys[random.below(keys.count)]
            let values = completion.names(for: slot, after: arguments, partial: key)
            if !values.isEmpty { return values[random.below(values.count)] }
            return key + Self.texts[random.below(Self.texts.count)]
        default:
            let names = completion.names(for: slot, after: arguments, partial: "")
            guard !names.isEmpty else { return nil }
            return names[random.below(names.count)]
        }
    }

    /// A wrong word: a typo of a real name, a word of another kind, or hostile text.
    private func mutant(_ random: inout Digits, session: Session) -> String {
        let live = session.live.runtime.liveObjects.map(\.objectName)
        let app = session.live.appDescription
        let pool = Self.hostile + app.pages.map(\.name) + app.messages.map(\.name) + live
        var word = pool[random.below(pool.count)]
        if random.below(2) == 0, !word.isEmpty {
            var characters = Array(word)
            characters.remove(at: random.below(characters.count))
            word = String(characters)
        }
        return word
    }

    private func shortestUnambiguousPrefix(of name: String) -> String? {
        for length in 1..<max(1, name.count) {
            let prefix = String(name.prefix(length)).lowercased()
            let matches = CommandTable.all.filter { $0.names.contains { $0.lowercased().hasPrefix(prefix) } }
            if matches.count == 1 { return prefix }
        }
        return nil
    }

    /// Free text for fields and message values: plain, empty, spaced, quoted, non-ASCII.
    static let texts = [
        "pavel", "coordinator", "", "Pavel Gurov", "x", "  two  spaces ", "Нью-Йорк", "ユーザー", "a\"b", "it's", "back\\slash", "🧥",
    ]

    /// What a careless or hostile line may hold.
    static let hostile = [
        "", "#1", "#", "-1", "99999999999999999999", "0x10", "a=b=c", "=", "from", "to", "\u{7}", "\u{1B}[2J", "\u{0}", "\u{FEFF}",
        "e\u{301}", String(repeating: "w", count: 300),
    ]
}

/// A number read as a sequence of choices: each `below(n)` takes the next digit in base n. When
/// the digits run out every further choice is 0, the first option.
struct Digits {
    private var rest: UInt64
    init(_ number: Int) { rest = UInt64(truncatingIfNeeded: number) }

    /// A number in `0..<bound` (0 when `bound` is 0 or 1).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        defer { rest /= UInt64(bound) }
        return Int(rest % UInt64(bound))
    }
}

/// A fast seedable generator (SplitMix64) for the long fuzz run, which draws its own numbers.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
