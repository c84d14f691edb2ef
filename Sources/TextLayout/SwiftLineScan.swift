/// What one line of Swift holds, as far as cutting it goes: which of its scalars are inside a
/// string literal (interpolations included, so `"\(a) b"` is one piece), where a `//` comment
/// starts, and whether a multi-line literal (`"""`) is still open at its end.
struct SwiftLineScan {
    /// One flag per scalar of the line.
    private(set) var inLiteral: [Bool]
    /// The scalar offset of the `//` that starts a comment outside any literal.
    private(set) var commentStart: Int?
    private(set) var endsInMultilineLiteral = false

    private enum Context {
        case string(multiline: Bool)
        /// Inside `\(...)`, with the parentheses opened in it.
        case interpolation(depth: Int)
    }

    init(_ scalars: [Unicode.Scalar], startsInMultilineLiteral: Bool) {
        inLiteral = Array(repeating: false, count: scalars.count)
        var stack: [Context] = startsInMultilineLiteral ? [.string(multiline: true)] : []
        func isQuotes(_ index: Int) -> Bool {
            index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        }
        var index = 0
        scanning: while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            switch stack.last {
            case .string(let multiline)?:
                inLiteral[index] = true
                if scalar == "\\" {
                    if next == "(" { stack.append(.interpolation(depth: 0)) }
                    if index + 1 < scalars.count { inLiteral[index + 1] = true }
                    index += 2
                    continue
                }
                if scalar == "\"" {
                    if !multiline {
                        stack.removeLast()
                    } else if isQuotes(index) {
                        inLiteral[index + 1] = true
                        inLiteral[index + 2] = true
                        stack.removeLast()
                        index += 3
                        continue
                    }
                }
                index += 1
            case let context:
                if scalar == "/", next == "/", context == nil {
                    commentStart = index
                    break scanning
                }
                if case .interpolation(let depth)? = context {
                    inLiteral[index] = true
                    if scalar == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                    if scalar == ")" { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                    if scalar == ")", depth == 0 { stack.removeLast() }
                }
                if scalar == "\"" {
                    inLiteral[index] = true
                    if isQuotes(index) {
                        inLiteral[index + 1] = true
                        inLiteral[index + 2] = true
                        stack.append(.string(multiline: true))
                        index += 3
                        continue
                    }
                    stack.append(.string(multiline: false))
                }
                index += 1
            }
        }
        // A single-line literal ends with its line, even when it was not closed.
        endsInMultilineLiteral = stack.contains { if case .string(multiline: true) = $0 { true } else { false } }
    }
}
