import HeadlessUIKit

/// How a service's requests take time: each is in flight for a while of virtual time on the
/// app's run loop, as a request to a server would be, and the runtime's log says when it starts
/// and when it ends (`trace on` prints both). The answer is worked out when the time is up, as a
/// server's would arrive.
struct ServiceRequests {
    /// The service's type name, as the trace shows it: `AccountService`.
    let service: String
    let runLoop: RunLoop

    func perform<Answer, Failure: Error>(
        _ request: String, taking duration: Duration, _ answer: () throws(Failure) -> Answer
    ) async throws(Failure) -> Answer {
        Runtime.current.record(ServiceRequestEvent(service: service, request: request, stage: .started))
        await runLoop.sleep(for: duration)
        do {
            let result = try answer()
            Runtime.current.record(ServiceRequestEvent(service: service, request: request, stage: .finished(after: duration)))
            return result
        } catch {
            let failure = ServiceRequestEvent.Stage.failed(after: duration, reason: String(describing: error))
            Runtime.current.record(ServiceRequestEvent(service: service, request: request, stage: failure))
            throw error
        }
    }
}
