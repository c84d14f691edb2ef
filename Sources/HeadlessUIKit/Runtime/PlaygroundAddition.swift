/// A class the playground added, for teaching, to an app whose original has no such thing (the
/// items app's account flow: Panov's settings screen is one table of mock rows). `tree` marks
/// its objects "(the playground's)", so a learner never takes it for the original's.
public protocol PlaygroundAddition: AnyObject {}
