import HeadlessUIKit

/// An input every screen showing the user adopts (seed 001): the editing coordinator walks the
/// navigation stack and sets it on each, so one choice updates every screen at once.
protocol UpdateableWithUser: AnyObject {
    var user: User? { get set }
}
