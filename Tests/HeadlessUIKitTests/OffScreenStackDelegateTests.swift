import HeadlessUIKit
import Testing

/// A navigation controller's delegate hears about the stack when the stack is displayed, not
/// when it is built off screen: Open Radar 44966342 (a navigation controller made the window's
/// root calls didShow "when displaying the navigationController rootViewController") and Open
/// Radar 29912893 (navigation controllers in tabs not yet loaded call didShow when their tab is
/// selected). Both report the call twice, as a bug; the model makes it once. The order, the
/// top's `viewWillAppear` before `willShow` and `viewDidAppear` before `didShow`, is the one
/// logged at http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/.
@Suite struct OffScreenStackDelegateTests {
    @Test func aStackBuiltOffScreenTellsItsDelegateNothingUntilPresented() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let first = stage.screen("first"), second = stage.screen("second")
            let navigation = NavigationController(rootViewController: first)
            let delegate = JournaledDelegate(stage.journal)
            navigation.delegate = delegate
            navigation.pushViewController(second, animated: true)
            navigation.popViewController(animated: false)
            navigation.pushViewController(second, animated: false)
            #expect(stage.journal.take() == [])

            stage.root.present(navigation, animated: true)
            let presentation = "from \(stage.navigation.objectName) to \(navigation.objectName)"
            #expect(stage.journal.take() == ["second willAppear", "willShow second \(presentation)"])
            runtime.settle()
            #expect(stage.journal.take() == ["second didAppear", "didShow second \(presentation)"])
        }
    }

    @Test func aStackMadeTheWindowsRootTellsItsDelegateOnceAsItAppears() {
        let runtime = recordingRuntime()
        runtime.run {
            let journal = TransitionJournal()
            let root = JournaledScreen("root", journal)
            let navigation = NavigationController(rootViewController: root)
            let delegate = JournaledDelegate(journal)
            navigation.delegate = delegate
            #expect(journal.take() == [])
            let window = showInWindow(navigation)
            #expect(
                journal.take() == [
                    "root willAppear", "willShow root no transition", "root didAppear", "didShow root no transition",
                ])
            withExtendedLifetime(window) {}
        }
    }

    /// Presenting an empty navigation controller and then giving it its root (the
    /// ApplicationCoordinator sample's `runCreationFlow`) tells the delegate in the call that sets
    /// the root, the stack being on its way to the screen, and not again when it has appeared.
    @Test func aStackGivenItsRootWhileAppearingIsShownOnce() {
        let runtime = recordingRuntime()
        runtime.run {
            let stage = Stage(runtime)
            let create = stage.screen("create")
            let navigation = NavigationController()
            let delegate = JournaledDelegate(stage.journal)
            navigation.delegate = delegate
            stage.root.present(navigation, animated: true)
            navigation.setViewControllers([create], animated: false)
            #expect(
                stage.journal.take() == [
                    "willShow create no transition", "create willAppear", "create didAppear", "didShow create no transition",
                ])
            runtime.settle()
            #expect(stage.journal.take() == [])
        }
    }

    @Test func aTabsStackTellsItsDelegateWhenItsTabIsSelected() {
        let runtime = recordingRuntime()
        runtime.run {
            let journal = TransitionJournal()
            let itemsRoot = JournaledScreen("items", journal), settingsRoot = JournaledScreen("settings", journal)
            let items = NavigationController(rootViewController: itemsRoot)
            let settings = NavigationController(rootViewController: settingsRoot)
            let itemsDelegate = JournaledDelegate(journal), settingsDelegate = JournaledDelegate(journal)
            items.delegate = itemsDelegate
            settings.delegate = settingsDelegate
            let tabs = TabBarController(viewControllers: [items, settings])
            let window = showInWindow(tabs)
            #expect(
                journal.take() == [
                    "items willAppear", "willShow items no transition", "items didAppear", "didShow items no transition",
                ])

            tabs.selectedIndex = 1
            #expect(
                journal.take() == [
                    "items willDisappear", "items didDisappear",
                    "settings willAppear", "willShow settings no transition", "settings didAppear", "didShow settings no transition",
                ])

            tabs.selectedIndex = 0
            #expect(
                journal.take() == [
                    "settings willDisappear", "settings didDisappear",
                    "items willAppear", "willShow items no transition", "items didAppear", "didShow items no transition",
                ])
            withExtendedLifetime(window) {}
        }
    }
}
