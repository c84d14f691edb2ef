import Testing

@testable import SourceReading

/// What `code` leaves out as the playground's own: a member used only by a recording call goes
/// with it, unless code outside the file's module may call it.
@Suite struct TraceCodeTests {
    /// A flow whose decision's reason is worded by `reason()`, named only inside the recording.
    private func source(reasonModifier modifier: String) -> SourceIndex {
        let text = """
            final class Flow {
                func finish() {
                    Runtime.current.recordDecision(FlowDecision(name, .finished(reason())))
                    close()
                }

                \(modifier)func reason() -> String { "done" }

                func close() {}
            }
            """
        return SourceIndex([(path: "Flow.swift", text: text)])
    }

    @Test func aMemberOnlyTheRecordingCallsIsLeftOutWithIt() {
        #expect(source(reasonModifier: "").leftOutMember("reason", of: "Flow") == "reason")
        #expect(source(reasonModifier: "private ").leftOutMember("reason", of: "Flow") == "reason")
    }

    /// The engine and the host adapters call the libraries' `package` members from other
    /// modules of the package, as a dependent calls `public` ones: none is the trace's alone.
    @Test func aMemberOtherModulesMayCallStays() {
        for modifier in ["public ", "open ", "package "] {
            #expect(source(reasonModifier: modifier).leftOutMember("reason", of: "Flow") == nil, "\(modifier)")
        }
    }
}
