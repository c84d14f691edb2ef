import PlaygroundHost

extension HostWords {
    /// What the ApplicationCoordinator README's coordinators do, in its words: plain objects that
    /// show screens through routers and hear from them through closures. `appName` names the app
    /// in `help why`; `outputsExample` is an object of the app's with closure outputs; `linksNote`
    /// what `help open` adds.
    public static func applicationCoordinator(appName: String, outputsExample: String, linksNote: String) -> HostWords {
        HostWords(
            treeSummary: "the coordinator hierarchy: each coordinator's children, its router, and the completions that router keeps",
            treeDetails: """
                Draws the coordinators from the application coordinator down, each under the parent that added it
                (`addDependency`). Each shows the router it shows its screens through and that router's navigation
                controller ("bar hidden" when its navigation bar is, "its delegate" when the router is the
                navigation controller's delegate). A router shared by a parent and the child it pushed is named on
                both, and under the first it lists the controllers whose completion it still keeps, "(not on the
                stack)" when the controller has left without it: the completion will never run, and the child it
                would remove leaks.
                """,
            stopSummary: "the parent of a running COORDINATOR removes it (its `removeDependency`)",
            stopDetails:
                "Its parent calls `removeDependency`: it forgets the child and empties every coordinator below it, and that is all. The child's screens stay where they are, and so does a completion kept for one of them: worth seeing in `stack`, `tree` and `objects`.",
            pushSummary: "the router that shows the visible screen pushes a new SCREEN (its `push`)",
            pushDetails:
                "the router that shows the visible screen pushes it: no coordinator asked, so no completion is kept for it and its outputs are wired to nothing (`outputs`)",
            popSummary:
                "the router that shows the visible screen goes back one screen, or to the first (its `popModule`, `popToRootModule`)",
            popDetails: """
                Calls `popModule()` on the router that shows the visible screen: it pops the top and runs the
                completion its coordinator kept for it, if any (which is how a child flow pushed on a shared
                router is removed). `pop root` calls `popToRootModule`, which runs the completion of every
                controller it pops. A router has no pop to a given screen, so `pop to` is refused. Unlike `back`,
                the router knows it popped.
                """,
            popsToAScreen: false,
            barePopSummary:
                "the navigation controller pops by itself, bypassing the router, as code that breaks the pattern would; only a router that is its delegate sees it, and only an animated one",
            presentSummary: "the router that shows the visible screen presents a new SCREEN modally (its `present`)",
            presentDetails: "the router that shows the visible screen presents it (`present`), unwired: no coordinator made it",
            dismissSummary: "the router that shows the visible screen dismisses what it presents, or itself (its `dismissModule`)",
            dismissCall: "`dismissModule()` on the router that shows the visible screen",
            dismissLeaves: "removed",
            tapLeadsTo:
                "it fires one of the screen's closure outputs, which leads where its coordinator wired it (`outputs` lists them, `trace on` shows each as it fires, `why` explains the last)",
            backSummary: "no router hears of, unless it is the navigation controller's delegate",
            backDetails:
                "Unlike `pop`, no router asked for it, so it runs no completion, unless it is the navigation controller's delegate (dimaosa's `Router`: `app items launch main router Router`): then it reads the transition in didShow and runs the completion of the controller that left.",
            backToDetails:
                "a router that is the delegate sees only the old top leave, so the completions of the screens skipped in between never run.",
            linksNote: linksNote,
            codeLibraryExamples: "`code RouterImp.popModule`, `code BaseCoordinator.removeDependency`",
            outputsExample: outputsExample,
            whyTryThis: "try `why` after a tap or a select that fires a closure output (`trace on` prints each as it goes)",
            whyNothing: "fired no closure output",
            chainNote:
                "no coordinator is on the chain: the \(appName) app's coordinators are plain objects, not responders; `outputs` shows where a screen's closures lead",
            withoutOutputs: "",
            insteadOfMessages:
                "each reports through closures its coordinator set on it, not up the responder chain; `outputs` lists where the visible screen's lead",
            insteadOfHandlers: "each closure of a screen leads straight to the coordinator method that wired it (`outputs SCREEN`)",
            whyDetailsWithoutMessages: """
                Explains the last command that acted on the app (commands that only look do not count): the
                whole way from the closure output it fired, in order: the object and the method the coordinator
                that made its screen wired it to, each report to a parent (its listener) and the closure it
                reached, the coordinators' decisions (children added and removed), their routers' calls
                (`popModule`, `setRootModule`, ...) and what the navigation controllers did. The \(appName) app
                sends no messages: MESSAGE names one of the outputs the command fired, to start there.
                """)
    }
}
