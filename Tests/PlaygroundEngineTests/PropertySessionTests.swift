import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import PlaygroundEngine

/// Random sessions of valid (and some deliberately wrong) commands, built from the command table
/// against the live app, with every invariant checked after every command. A failure is shrunk
/// to a shortest sequence of numbers, which the message prints as the lines it made.
@Suite struct PropertySessionTests {
    /// Sequences per shard; `make test` runs two shards (2,000 sequences in all). Override with
    /// PROPERTY_SEQUENCES for a longer run.
    static let sequencesPerShard = ProcessInfo.processInfo.environment["PROPERTY_SEQUENCES"].flatMap(Int.init).map { $0 / 2 } ?? 1_000

    static let choices = Gen.int(in: 0...Int.max).array(of: 1...40)

    @Test(arguments: [
        StartOptions.shop(),
        StartOptions.shop(
            "service catalog pending", "service cart pending", "service account pending", "service profile pending", "picker map"),
    ])
    func randomSessionsKeepEveryInvariant(options: StartOptions) async {
        var runner = SequenceRunner(options: options)
        let clock = ContinuousClock()
        let start = clock.now
        await propertyCheck(count: Self.sequencesPerShard, input: Self.choices) { choices in
            // Every sequence: every command's effect, undo and redo after every change, the
            // structural invariants after every command, `state` and a replay at the end. One in
            // ten compares the full `state` after every command; one in eight walks the strong
            // references at the end (reflection is slow).
            runner.checks.fullStateEveryStep = runner.sequencesRun % 10 == 0
            runner.checks.reachabilityAtEnd = runner.sequencesRun % 8 == 0
            let problem = runner.run(choices)
            #expect(problem == nil, "\(problem ?? "")")
        }
        print(
            "property: \(runner.sequencesRun) sequences, \(runner.commandsRun) commands (\(runner.refusals) refused) in \(clock.now - start), directives: \(options.directives); slowest: '\(runner.slowest.line)' \(runner.slowest.duration)"
        )
        #expect(runner.sequencesRun >= Self.sequencesPerShard)
    }

    /// The generator reaches every command of the table and every kind of argument its forms
    /// take, so the random sessions above exercise all of them.
    @Test func everyCommandAndArgumentKindIsReachable() {
        var generator = CommandGenerator()
        var random = SplitMix(seed: 7)
        for _ in 0..<150 {
            let session = Session()
            for _ in 0..<40 {
                _ = session.execute(generator.line(for: Int(truncatingIfNeeded: random.next() >> 1), in: session))
            }
        }
        let commands = Set(CommandTable.all.map(\.name))
        let kinds = Set(CommandTable.all.flatMap { $0.forms.flatMap { $0.slots.map(\.kind) } })
        #expect(
            Set(generator.usage.commands.keys) == commands,
            "never generated: \(commands.subtracting(generator.usage.commands.keys).sorted())")
        #expect(
            Set(generator.usage.kinds.keys) == kinds,
            "never generated: \(kinds.subtracting(generator.usage.kinds.keys).map(\.rawValue).sorted())")
        #expect(generator.usage.mutated > 0)
        print(
            "property: generator usage over 6,000 commands: \(generator.usage.commands.count) commands, \(generator.usage.kinds.count) argument kinds, \(generator.usage.mutated) deliberately wrong words"
        )
    }

    /// A planted failure ("the cart stays empty") is found and shrunk to a sequence of a command
    /// or two, which is what a person reads in a real failure's message.
    @Test func aFailureShrinksToAShortSequence() async {
        var shortest: [String]?
        await withKnownIssue {
            await propertyCheck(count: 500, input: Self.choices) { choices in
                let session = Session()
                var generator = CommandGenerator()
                var lines: [String] = []
                for choice in choices {
                    lines.append(generator.line(for: choice, in: session))
                    _ = session.execute(lines.last!)
                }
                let filled = !session.cart.isEmpty
                if filled, shortest == nil || lines.count < shortest!.count { shortest = lines }
                #expect(!filled, "the cart was filled by \(lines)")
            }
        }
        #expect((shortest?.count ?? 99) <= 3, "shrunk to \(shortest ?? [])")
        print("property: a planted failure shrank to \(shortest ?? [])")
    }
}
