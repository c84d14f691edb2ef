import HeadlessUIKit
import RouterCoordinator

/// What every screen of the app is to its coordinator (dimaosa's `BasePresentable`, Panov's
/// `BaseView`): something a router can show, whose closure outputs can be listed, wired or not.
protocol BasePresentable: Presentable, DeclaresOutputs {}
