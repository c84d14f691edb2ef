import HeadlessUIKit
import Testing

@testable import Coordinator

/// The Back button on a deep stack costs the same as on a shallow one: the coordinator finds
/// the screen Back landed on from the end of its list, one screen down, not by a search from
/// the bottom of a list as deep as the stack.
@Suite struct BackDepthTests {
    @Test func backOnADeepStackLooksAtTwoScreensWhateverTheDepth() {
        let app = Launched()
        app.run {
            let screens = (0..<5_000).map { _ in Screen() }
            app.top.root(screens[0])
            for screen in screens.dropFirst() { app.top.show(screen) }
            app.settle()
            for _ in 0..<100 {
                app.navigation.popViewController(animated: true)
                app.settle()
            }
            // The last screen (not it), then the one below (it): two per Back.
            #expect(app.top.screensSearchedOnBack == 2 * 100)
            #expect(names(app.top.viewControllers) == names(Array(screens.prefix(4_900))))
            #expect(app.top.poppedBackTo == names(Array(screens[4_899..<4_999].reversed())))
        }
    }

    /// The back menu's long jump looks at the screens it skips and no others.
    @Test func aLongJumpBackLooksAtTheScreensItSkips() {
        let app = Launched()
        app.run {
            let screens = (0..<1_000).map { _ in Screen() }
            app.top.root(screens[0])
            for screen in screens.dropFirst() { app.top.show(screen) }
            app.settle()
            app.navigation.popToViewController(screens[989], animated: true)
            app.settle()
            #expect(app.top.screensSearchedOnBack == 11)
            #expect(names(app.top.viewControllers) == names(Array(screens.prefix(990))))
        }
    }
}
