import Testing

@testable import SafeFile

@Suite struct FileLockTests {
    @Test func excludesASecondHolderUntilTheFirstLetsGo() throws {
        let scratch = try Scratch()
        let first = try FileLock(guarding: scratch.path("progress.json"))
        let second = try FileLock(guarding: scratch.path("progress.json"))
        try first.lock()
        #expect(second.tryLock() == false)
        first.unlock()
        #expect(second.tryLock() == true)
        #expect(first.tryLock() == false)
    }

    @Test func withLockHoldsItWhileTheBodyRuns() throws {
        let scratch = try Scratch()
        let other = try FileLock(guarding: scratch.path("history"))
        let heldDuringBody = try FileLock.withLock(guarding: scratch.path("history")) { !other.tryLock() }
        #expect(heldDuringBody)
        #expect(other.tryLock())
    }
}
