/// A deep link handed to `Coordinator.start(with:)`. The original's `DeepLinkOption` is an enum
/// of the app's own links; a library cannot know them, so it is a protocol here and each app's
/// link type conforms (the one coordinator that routes links casts it back).
public protocol DeepLinkOption: Sendable, CustomStringConvertible {}
