import HeadlessUIKit
import Testing

@Suite struct RunLoopTests {
    /// Collects what happened, in order; the tasks and timers of one loop share it.
    final class Journal: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test func nothingRunsUntilTheLoopSettlesThenEverythingRunsInOrder() {
        let loop = RunLoop()
        let journal = Journal()
        loop.schedule(after: .milliseconds(300)) { journal.entries.append("timer 300 ms at \(loop.now)") }
        loop.schedule(after: .milliseconds(100)) { journal.entries.append("timer 100 ms at \(loop.now)") }
        loop.perform { journal.entries.append("next turn at \(loop.now)") }
        #expect(journal.entries.isEmpty)
        #expect(loop.hasPendingWork)
        #expect(loop.nextDue == .milliseconds(100))

        #expect(loop.settle())
        #expect(
            journal.entries == [
                "next turn at 0.0 seconds", "timer 100 ms at 0.1 seconds", "timer 300 ms at 0.3 seconds",
            ])
        #expect(!loop.hasPendingWork)
        #expect(loop.now == .milliseconds(300))
    }

    @Test func timersDueAtTheSameInstantFireInTheOrderTheyWereSet() {
        let loop = RunLoop()
        let journal = Journal()
        for name in ["a", "b", "c"] {
            loop.schedule(after: .milliseconds(250)) { journal.entries.append(name) }
        }
        loop.settle()
        #expect(journal.entries == ["a", "b", "c"])
    }

    @Test func aCancelledTimerNeverFires() {
        let loop = RunLoop()
        let journal = Journal()
        let work = loop.schedule(after: .seconds(1)) { journal.entries.append("fired") }
        loop.schedule(after: .seconds(2)) { journal.entries.append("kept") }
        loop.cancel(work)
        loop.settle()
        #expect(journal.entries == ["kept"])
        #expect(loop.now == .seconds(2))
    }

    @Test func aSpawnedTaskRunsOnTheLoopAndResumesOnTheVirtualClock() {
        let loop = RunLoop()
        let journal = Journal()
        loop.spawn {
            journal.entries.append("started at \(loop.now)")
            await loop.sleep(for: .milliseconds(800))
            journal.entries.append("resumed at \(loop.now)")
        }
        loop.schedule(after: .milliseconds(500)) { journal.entries.append("timer at \(loop.now)") }
        #expect(journal.entries.isEmpty, "a task starts only when the loop runs")
        #expect(loop.settle())
        #expect(journal.entries == ["started at 0.0 seconds", "timer at 0.5 seconds", "resumed at 0.8 seconds"])
    }

    @Test func anAwaitedResultArrivesInTheSameSettle() {
        let loop = RunLoop()
        let journal = Journal()
        func login() async throws -> String {
            await loop.sleep(for: .seconds(1))
            throw LoginRefused()
        }
        loop.spawn {
            do {
                journal.entries.append(try await login())
            } catch {
                journal.entries.append("refused at \(loop.now)")
            }
        }
        loop.settle()
        #expect(journal.entries == ["refused at 1.0 seconds"])
    }

    @Test func settlingStopsAtItsLimitWhenWorkNeverEnds() {
        let loop = RunLoop()
        func again() { loop.perform(again) }
        again()
        #expect(!loop.settle(maxSteps: 50))
        #expect(loop.hasPendingWork)
    }

    struct LoginRefused: Error {}
}
