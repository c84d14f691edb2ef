import PlaygroundHost

extension HostWords {
    /// What radianttap's Coordinator does, in its words: coordinators are responders that keep
    /// their screens, and screens send messages up the chain to them. `outputsExample` is an
    /// object of the app's with closure outputs.
    public static func radianttap(outputsExample: String) -> HostWords {
        HostWords(
            treeSummary: "the coordinator hierarchy: each coordinator's root, its screens, the active one, queued messages",
            treeDetails: """
                Draws the coordinators from the app coordinator down. Each shows the controller it is rooted in
                and "◀ active" when that root reports to it now (messages and the Back button reach the active
                one). A navigation coordinator lists the screens it owns; "(stale)" marks one that is no longer
                on the navigation stack, which the library allows (after `root` or a non-animated pop): radianttap
                keeps a coordinator's list on purpose, so that `takeover()` can put its screens back as the
                whole stack (in the shop, `send cartToggle` on the cart: the catalog takes the stack over).
                """,
            stopSummary: "the parent of a running COORDINATOR stops it (its `stopChild`)",
            stopDetails:
                "Its parent calls `stopChild`: the child takes its own screens off the shared stack and forgets them. What it presented stays presented: that is the library's behaviour, and worth seeing in `stack` and `objects`.",
            pushSummary: "the visible screen's coordinator shows a new SCREEN (its `show`: pushed, and added to its screens)",
            pushDetails: "the coordinator that owns the visible screen calls `show`, which appends it to its own screens and pushes it",
            popSummary:
                "the visible screen's coordinator goes back one of its screens, back to SCREEN-ID, or to its first (its `pop`, `pop(to:)`)",
            popDetails: """
                Calls the owning coordinator's `pop()`: it only pops its own screens, so with fewer than two it
                does nothing (and this command says so). `pop to SCREEN-ID` calls `pop(to:)` with one of its
                screens, by object name (`tree` lists them) or by type when one of them has it; `pop root` pops to
                its first. Unlike `back`, the coordinator knows it popped.
                """,
            popsToAScreen: true,
            barePopSummary:
                "the navigation controller pops by itself, bypassing the coordinator, as code that breaks the pattern would; the library sees an animated one as Back, and ignores an unanimated one, which leaves the coordinator's list stale",
            presentSummary: "the visible screen's coordinator presents a new SCREEN modally (its `present`)",
            presentDetails:
                "the owning coordinator calls `present`: the screen gets the coordinator as its parentCoordinator and its navigation controller presents it",
            dismissSummary: "the visible screen's coordinator dismisses what its root presents, or its presented root (its `dismiss`)",
            dismissCall: "the owning coordinator's `dismiss()`",
            dismissLeaves: "stopped",
            tapLeadsTo: "usually it sends a message up the chain (`trace on` shows its journey, `why` explains it afterwards)",
            backSummary: "the coordinator library detects",
            backDetails:
                "Unlike `pop`, no coordinator asked for it: the navigation coordinator notices the pop in its delegate's didShow and trims its screens, or finishes when the screen shown is not its own.",
            backToDetails:
                "the library sees it as one Back, however many screens it skips, so coordinators whose screens all went may finish one after the other.",
            linksNote: "",
            codeLibraryExamples: "`code NavigationCoordinator.show`, `code Coordinator.startChild`",
            outputsExample: outputsExample,
            whyTryThis: "try `why` after a tap, a select or a send that sends a message (`trace on` prints each as it goes)",
            whyNothing: "sent no message",
            chainNote: nil,
            withoutOutputs: ": it reports by sending messages up the chain (`chain` shows their way)",
            insteadOfMessages: "", insteadOfHandlers: "", whyDetailsWithoutMessages: "")
    }
}
