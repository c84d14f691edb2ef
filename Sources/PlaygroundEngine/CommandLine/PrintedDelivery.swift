import HeadlessUIKit

/// A delivery a command printed as part of its own output, named as the trace names it.
struct PrintedDelivery: Equatable {
    let message: String
    let sender: ObjectName
}
