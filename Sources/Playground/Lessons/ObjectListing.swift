/// Reads the `objects` command's listing for `live` goals: every live object appears by its name,
/// `Type#N`, so counting the distinct names of a type counts the live objects of that type,
/// whatever the listing's layout around them.
enum ObjectListing {
    static func count(of type: String, in listing: String) -> Int {
        var names = Set<String>()
        for word in listing.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "#") }) {
            let parts = word.split(separator: "#", omittingEmptySubsequences: false)
            guard parts.count == 2, String(parts[0]).isType(type),
                  !parts[1].isEmpty, parts[1].allSatisfy(\.isNumber) else { continue }
            names.insert(String(word))
        }
        return names.count
    }
}
