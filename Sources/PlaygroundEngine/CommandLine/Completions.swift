/// What TAB may put in place of the word being typed, and how much of the text before the
/// cursor that word is, so the front end replaces exactly it and never re-splits the line
/// (a word in an open quote holds spaces: `select "Wool C` becomes `select "Wool Coat"`).
public struct Completions: Equatable, Sendable {
    /// Whole words, typeable as they are (quoted when they hold spaces).
    package var candidates: [String]
    /// The Unicode scalars (libedit counts wide characters) at the end of the text before the
    /// cursor that a candidate replaces: the word as typed, its opening quote included.
    package var replacedLength: Int

    package init(candidates: [String], replacedLength: Int) {
        self.candidates = candidates
        self.replacedLength = replacedLength
    }
}
