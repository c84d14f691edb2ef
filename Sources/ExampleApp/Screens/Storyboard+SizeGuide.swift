import HeadlessUIKit

extension Storyboard {
    /// The shop's one storyboard, the size guide: a navigation controller (the initial scene)
    /// around the sizes; a row shows one size ("show": pushed), How to measure presents the
    /// advice ("present modally"). The playground's own flow, made to run the talk's
    /// `StoryboardCoordinator`.
    static var sizeGuide: Storyboard {
        Storyboard(
            name: "SizeGuide", initial: "SizeGuideNavigation",
            scenes: [
                .navigationController("SizeGuideNavigation", root: "SizeGuide"),
                .viewController("SizeGuide") { SizeGuideViewController() },
                .viewController("SizeDetail") { SizeDetailViewController() },
                .viewController("HowToMeasure") { HowToMeasureViewController() },
            ],
            segues: [
                SegueDefinition("showSize", from: "SizeGuide", to: "SizeDetail", kind: .show, trigger: "sizes"),
                SegueDefinition("howToMeasure", from: "SizeGuide", to: "HowToMeasure", kind: .presentModally, trigger: "howToMeasure"),
            ])
    }
}
