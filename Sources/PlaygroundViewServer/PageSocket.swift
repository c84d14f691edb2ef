import FlyingFox
import Foundation

/// The WebSocket of one open page: sends what the page's mailbox hands out, and reads what the
/// page sends only to answer pings and a close. Nothing a page sends changes anything.
///
/// Frames rather than FlyingFox's message handler: that one copies every outgoing message into
/// a buffer with no bound as fast as it is given them, so a slow page would queue pictures.
/// Here the socket asks for the next frame when it has written the last.
struct PageSocket: WSHandler {
    let broadcast: PictureBroadcast

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        guard let page = broadcast.openPage() else {
            return AsyncStream { continuation in
                continuation.yield(.close(code: .goingAway))
                continuation.finish()
            }
        }
        let reader = Task {
            do {
                for try await frame in client {
                    switch frame.opcode {
                    case .ping: page.reply(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
                    case .close:
                        page.finish(sending: .close(code: .normalClosure))
                        return
                    default: continue
                    }
                }
            } catch {
                // A broken connection ends the page like a closed one.
            }
            page.finish()
        }
        return AsyncStream(
            unfolding: { await page.next() },
            onCancel: {
                reader.cancel()
                page.finish()
            })
    }
}
