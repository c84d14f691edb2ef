import HeadlessUIKit

/// An input every screen showing the user adopts (the city-picker talk): the editing coordinator walks the
/// navigation stack and sets it on each, so one choice updates every screen at once.
protocol UpdateableWithUser: AnyObject {
    var user: User? { get set }
}
