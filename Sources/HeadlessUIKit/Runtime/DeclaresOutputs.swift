/// An output seen without its value type, for whoever lists outputs.
public protocol OutputDescribing: AnyObject {
    var name: String { get }
    var owner: ObjectName { get }
    var wiring: OutputWiring? { get }
}

/// An object that lists its outputs, in the order it declares them, so that every one shows,
/// wired or not.
public protocol DeclaresOutputs: AnyObject {
    var outputs: [any OutputDescribing] { get }
}
