import PlaygroundEngine

extension Picture {
    /// The story panel alone, as `panels` has it: what a step typed within a burst keeps, since
    /// it has no picture of its own (its snapshot was never taken, so the burst costs the
    /// prompt nothing beyond the commands).
    package static func storyPanel(of story: CommandStory?) -> String {
        StorySection.html(of: story)
    }
}
