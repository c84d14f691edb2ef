/// Text on screen. Labels carry what a screen shows (a title, a badge, an error).
open class Label: View {
    public var text: String
    public init(text: String = "", identifier: String? = nil) {
        self.text = text
        super.init()
        self.identifier = identifier
    }
}
