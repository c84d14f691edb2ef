/// What a browser shows at the live page's address once the playground has stopped: a page that
/// says so, instead of the browser's own connection error. The live page registers `worker`, a
/// service worker, which answers a page load the server no longer answers with `page`. Browsers
/// run service workers only in a secure context, and http://127.0.0.1 is one: the W3C's Secure
/// Contexts says an origin on a loopback address is potentially trustworthy (§3.2, "Is origin
/// potentially trustworthy?"), and Chromium and Firefox treat it so. The page tries the address
/// again every two seconds and opens the live page as soon as the playground serves it again.
package enum OfflineFallback {
    package static let workerPath = "/offline-worker.js"

    /// The page shown while nothing answers; self-contained, as the live page is.
    package static let page: String =
        PageHead.html(
            title: "Coordinator Playground: not running",
            policy: "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
            style: PicturePage.style + "\n" + PicturePage.bannerStyle)
            + """
            <body class="not-live">
            <div id="not-live" class="banner" role="alert">The playground is not running: nothing serves this page now.</div>
            <main class="offline">
            <h1>Coordinator Playground</h1>
            <p>The playground that showed its app here has stopped (it quit, or <code>view off</code> ran).</p>
            <p>Run <code>view</code> at its prompt (or start it with <code>coordinator-playground --view</code>): this page opens
            the app again by itself as soon as it is served at this address.</p>
            </main>
            <script>
            (function () {
              function retry() {
                fetch(location.href, { method: "HEAD", cache: "no-store" }).then(function (reply) {
                  if (reply.ok) { location.reload(); } else { setTimeout(retry, 2000); }
                }, function () { setTimeout(retry, 2000); });
              }
              setTimeout(retry, 2000);
            })();
            </script>
            </body>
            </html>

            """

    /// The service worker: a page load goes to the server as ever, and only when nothing answers
    /// is `page` shown. Every other request (a step, the WebSocket) is left to the browser.
    package static var worker: String {
        """
        var fallback = \(PicturePage.javaScriptString(page));
        self.addEventListener("install", function () { self.skipWaiting(); });
        self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });
        self.addEventListener("fetch", function (event) {
          if (event.request.mode !== "navigate") { return; }
          event.respondWith(fetch(event.request).catch(function () {
            return new Response(fallback, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
          }));
        });

        """
    }
}
