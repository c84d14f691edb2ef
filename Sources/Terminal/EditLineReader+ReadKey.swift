import CLibedit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension EditLineReader {
    /// libedit's read function (`EL_GETCFN`): the next character typed, as libedit's own reader
    /// gives it (1, with the character; 0 at the end of input; -1 on failure), except that it
    /// waits on the terminal and the signals' self-pipe together, so a Ctrl-C (or a hang-up)
    /// returns -1 at once, whatever libedit was doing when it came. libedit's `el_gets` then
    /// returns, and `readLine` sees the flag.
    ///
    /// Ctrl-Z, continuing and resizing, noted by their handlers, are dealt with here, outside
    /// any handler, and the wait goes on.
    func readKey(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            if TerminalSignals.interrupt.load(ordering: .sequentiallyConsistent)
                || TerminalSignals.hangUp.load(ordering: .sequentiallyConsistent)
            {
                keyDecoder.reset()
                errno = EINTR
                return -1
            }
            if TerminalSignals.suspend.exchange(false, ordering: .sequentiallyConsistent) { suspend() }
            if TerminalSignals.resume.exchange(false, ordering: .sequentiallyConsistent) { resume() }
            if TerminalSignals.resize.exchange(false, ordering: .sequentiallyConsistent) {
                el_resize(editLine)
                cpg_el_redraw(editLine)
            }
            var waits = [
                pollfd(fd: keyboard, events: Int16(POLLIN), revents: 0),
                pollfd(fd: TerminalSignals.wakeUpPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            if let work = whileWaitingForKey {
                // A piece at a time, looking for a key (or a signal) between pieces.
                while poll(&waits, 2, 0) == 0, work() {}
            }
            guard poll(&waits, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return -1
            }
            if waits[1].revents != 0 {
                TerminalSignals.drainWakeUps()
                continue  // the flags say what came
            }
            guard waits[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            switch read(keyboard, &byte, 1) {
            case 1:
                guard let scalar = keyDecoder.decode(byte) else { continue }
                character.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            case 0:
                character.pointee = 0
                return 0
            default:
                if errno == EINTR || errno == EAGAIN { continue }
                character.pointee = 0
                return -1
            }
        }
    }

    /// Ctrl-Z: the terminal back in the mode the shell expects, stop; once continued, editing
    /// mode again and the line redrawn.
    private func suspend() {
        cpg_el_prepare_terminal(editLine, 0)
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)  // stops here until continued
        TerminalSignals.catchLineEditingSignals(true)
        resume()
    }

    /// Continued after a stop nobody caught (SIGSTOP): the shell may have changed the terminal's
    /// mode meanwhile, so editing mode is set afresh.
    private func resume() {
        cpg_el_prepare_terminal(editLine, 0)
        cpg_el_prepare_terminal(editLine, 1)
        cpg_el_redraw(editLine)
    }
}
