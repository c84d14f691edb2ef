import Foundation
import SystemCalls
import Testing

@testable import PlaygroundViewServer

/// The front's own waits: each ends at its deadline or its stop signal, and a number closed
/// after a wait serves its next owner, which FlyingSocks' epoll pool did not (a cancelled wait's
/// number, closed at once, was never watched again).
struct PolledSocketTests {
    /// Both ends of a new Unix socket pair, adopted.
    static func pair() throws -> (PolledSocket, PolledSocket) {
        let ends = try #require(SystemCalls.socketPair())
        return (PolledSocket(adopting: ends[0]), PolledSocket(adopting: ends[1]))
    }

    @Test func aReadWithNothingToReadEndsAtItsDeadline() throws {
        let (near, far) = try Self.pair()
        defer { near.close(); far.close() }
        let stop = try StopSignal()
        #expect(throws: PolledSocket.Failure.timedOut) {
            try near.read(atMost: 16, until: .now + .milliseconds(20), stop: stop)
        }
    }

    @Test func aStopEndsAWaitThatHasNoDeadline() async throws {
        let (near, far) = try Self.pair()
        defer { near.close(); far.close() }
        let stop = try StopSignal()
        // On a thread outside Swift's pool, which a wait without end would hold.
        let waiting = Task {
            await withCheckedContinuation { (ended: CheckedContinuation<PolledSocket.Failure?, Never>) in
                Thread.detachNewThread {
                    do throws(PolledSocket.Failure) {
                        _ = try near.read(atMost: 16, until: nil, stop: stop)
                        ended.resume(returning: nil)
                    } catch {
                        ended.resume(returning: error)
                    }
                }
            }
        }
        try await Task.sleep(for: .milliseconds(20))
        stop.raise()
        #expect(await waiting.value == .stopped)
    }

    @Test func aNumberClosedAfterAStoppedWaitServesItsNextOwner() throws {
        let (near, far) = try Self.pair()
        let stopped = try StopSignal()
        stopped.raise()
        #expect(throws: PolledSocket.Failure.stopped) { try near.read(atMost: 16, until: nil, stop: stopped) }
        near.close()
        far.close()
        let (next, peer) = try Self.pair()
        defer { next.close(); peer.close() }
        // The lowest free number is taken, so one of them is the closed one's unless a test
        // beside this one took it first.
        let (reader, writer) = next.descriptor == near.descriptor ? (next, peer) : (peer, next)
        let stop = try StopSignal()
        try writer.write(Array("hello".utf8), until: .now + .seconds(5), stop: stop)
        #expect(try reader.read(atMost: 16, until: .now + .seconds(5), stop: stop) == Array("hello".utf8))
    }

    @Test func theOtherEndClosingIsSaid() throws {
        let (near, far) = try Self.pair()
        defer { near.close() }
        far.close()
        let stop = try StopSignal()
        #expect(throws: PolledSocket.Failure.closed) { try near.read(atMost: 16, until: .now + .seconds(5), stop: stop) }
    }
}
