import HeadlessUIKit
import PlaygroundEngine

/// The tag that ties a coordinator's box to the controllers it holds, across the two trees that
/// stand in two panels (an arrow between them would cross the story panel): the same letter on
/// the same colour on both. A rounded tag rather than a disc, because a disc is already a
/// chain step's number; a letter rather than the object's number, because almost every
/// coordinator is `#1`; and the letter tells the tags apart where the colours do not (colour
/// blindness, a grey print, a palette shorter than the tree).
struct CoordinatorKey: Equatable {
    let coordinator: ObjectName
    /// `A`, `B`, … in the tree's order, `AA` after `Z`.
    let mark: String
    let colour: String

    /// Every coordinator's key, in the order `tree` lists them.
    static func keys(of snapshot: AppSnapshot) -> [ObjectName: CoordinatorKey] {
        var keys: [ObjectName: CoordinatorKey] = [:]
        for coordinator in snapshot.coordinators where keys[coordinator.id] == nil {
            let index = keys.count
            keys[coordinator.id] = CoordinatorKey(
                coordinator: coordinator.id, mark: letters(index), colour: Palette.keys[index % Palette.keys.count])
        }
        return keys
    }

    /// Spreadsheet columns' letters: 0 is `A`, 25 `Z`, 26 `AA`.
    static func letters(_ index: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var rest = index
        var text = String(alphabet[rest % 26])
        while rest >= 26 {
            rest = rest / 26 - 1
            text = String(alphabet[rest % 26]) + text
        }
        return text
    }
}
