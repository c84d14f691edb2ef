import ExampleApp
import TestSupport
import Testing

@testable import PlaygroundEngine

/// TAB completion reads the command table for what comes next and the live app for names.
@Suite struct EngineCompletionTests {
    @Test func completesCommandNames() {
        let session = Session()
        #expect(session.completions(forLine: "").candidates == CommandTable.allNames)
        #expect(session.completions(forLine: "st").candidates == ["stack", "state", "start", "stop"])
        #expect(session.completions(forLine: "EX").candidates == ["export", "exit"])
        #expect(session.completions(forLine: "help se").candidates == ["services", "select", "segue", "send", "service"])
    }

    @Test func completesControlsOfTheVisibleScreen() {
        let session = Session()
        #expect(session.completions(forLine: "tap ").candidates == ["cart", "account", "buyNow1", "buyNow4"])
        #expect(session.completions(forLine: "tap b").candidates == ["buyNow1", "buyNow4"])
        session.run("select \"Wool Coat\"")
        #expect(session.completions(forLine: "tap a").candidates == ["addToCart"])
        #expect(session.completions(forLine: "ta a").candidates == ["addToCart"])
        session.run("tap cart")
        #expect(session.completions(forLine: "tap ").candidates == ["catalog", "checkout"])
        #expect(session.completions(forLine: "tap catalog ").candidates == ["twice"])
        #expect(session.completions(forLine: "sw").candidates == ["swipe"])
        #expect(session.completions(forLine: "swipe ").candidates == ["down"])
    }

    @Test func completesFieldsAndRowsQuotingTextWithSpaces() {
        let session = Session()
        #expect(session.completions(forLine: "select w").candidates == ["\"Wool Coat\""])
        #expect(session.completions(forLine: "select ").candidates == ["\"Wool Coat\"", "\"Cable Sweater\"", "Coats", "Knitwear", "Shoes"])
        session.run("tap account")
        #expect(session.completions(forLine: "type ").candidates == ["username", "password"])
        #expect(session.completions(forLine: "type username ").candidates == [])
    }

    @Test func saysHowMuchOfTheLineTheCandidatesReplaceOpenQuoteIncluded() {
        let session = Session()
        #expect(session.completions(forLine: "select \"Wool C") == Completions(candidates: ["\"Wool Coat\""], replacedLength: 7))
        #expect(session.completions(forLine: "select w") == Completions(candidates: ["\"Wool Coat\""], replacedLength: 1))
        #expect(session.completions(forLine: "st") == Completions(candidates: ["stack", "state", "start", "stop"], replacedLength: 2))
        #expect(session.completions(forLine: "send cartAdd size=x") == Completions(candidates: ["size=xs", "size=xl"], replacedLength: 6))
        #expect(session.completions(forLine: "trace ").replacedLength == 0)
    }

    @Test func completesInsideSingleQuotesAndAfterAnEscapedSpaceAsInsideDoubleQuotes() throws {
        let session = Session()
        #expect(session.completions(forLine: "select 'Wool C") == Completions(candidates: ["'Wool Coat'"], replacedLength: 7))
        #expect(session.completions(forLine: "select 'w") == Completions(candidates: ["'Wool Coat'"], replacedLength: 2))
        #expect(session.completions(forLine: "select Wool\\ C") == Completions(candidates: ["Wool\\ Coat"], replacedLength: 7))
        #expect(session.completions(forLine: "select Wool\\ ") == Completions(candidates: ["Wool\\ Coat"], replacedLength: 6))
        // What TAB wrote runs as the name it completed.
        #expect(try CommandWords.parse("select Wool\\ Coat") == ["select", "Wool Coat"])
        #expect(try CommandWords.parse("select 'Wool Coat'") == ["select", "Wool Coat"])
        // A backslash before anything but a space, a tab, a quote or a backslash is itself.
        #expect(try CommandWords.parse("type x a\\b c\\\\d e\\'f") == ["type", "x", "a\\b", "c\\d", "e'f"])
    }

    @Test func countsTheReplacedWordInUnicodeScalarsAsLibeditDoes() {
        #expect(CommandWords(splitting: "type city \"Нью-Й").partialTypedLength == 6)
        #expect(CommandWords(splitting: "type city e\u{301}").partialTypedLength == 2, "one Character, two scalars")
        #expect(CommandWords(splitting: "type city 'a b").partialTypedLength == 4)
        #expect(CommandWords(splitting: "type city \"a \\\"b").partialTypedLength == 6)
        #expect(CommandWords(splitting: "type city ab\"c d\"").partialTypedLength == 7)
    }

    @Test func completesMessagesTheirArgumentKeysValuesAndTheSender() {
        let session = Session()
        #expect(session.completions(forLine: "send cartA").candidates == ["cartAdd"])
        #expect(session.completions(forLine: "send cartAdd ").candidates == ["product=", "color=", "size=", "from"])
        #expect(session.completions(forLine: "send cartAdd product=1 ").candidates == ["color=", "size=", "from"])
        #expect(session.completions(forLine: "send cartAdd size=x").candidates == ["size=xs", "size=xl"])
        #expect(session.completions(forLine: "send cartStatus from App").candidates == ["Application#1", "AppCoordinator#1"])
    }

    @Test func completesPagesCoordinatorsServicesChoicesAndLinks() {
        let session = Session()
        #expect(session.completions(forLine: "push c").candidates == ["category", "cart", "cities", "confirmation"])
        #expect(session.completions(forLine: "push category ").candidates == ["coats", "knitwear", "shoes"])
        #expect(session.completions(forLine: "start ").candidates == ["catalog", "cart", "account", "profileEditing", "checkout"])
        #expect(session.completions(forLine: "stop ").candidates == ["AppCoordinator#1", "CatalogCoordinator#1", "catalog"])
        #expect(session.completions(forLine: "service c").candidates == ["catalog", "cart"])
        #expect(session.completions(forLine: "service cart ").candidates == ["ready", "pending"])
        #expect(session.completions(forLine: "trace o").candidates == ["off", "on"])
        #expect(session.completions(forLine: "export ").candidates == ["dot", "mermaid", "html"])
        #expect(
            session.completions(forLine: "open shop://p").candidates == [
                "shop://product/1", "shop://profile", "shop://profile/edit", "shop://profile/city",
            ])
        #expect(session.completions(forLine: "open ").candidates == DeepLink.examples)
        #expect(session.completions(forLine: "push product ").candidates == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(session.completions(forLine: "push cities ").candidates == ["Volga", "Ural", "Siberia", "\"New York State\"", "Kanto"])
        #expect(session.completions(forLine: "push cities N").candidates == ["\"New York State\""])
        #expect(session.completions(forLine: "present regions ").candidates == [])
        #expect(session.completions(forLine: "pop ").candidates == ["to", "root"])
        session.run("push product 2")
        #expect(session.completions(forLine: "pop to ").candidates == ["HomeViewController#1", "ProductViewController#1"])
    }

    @Test func completesNothingWhereNothingFits() {
        let session = Session()
        #expect(session.completions(forLine: "tree ").candidates == [])
        #expect(session.completions(forLine: "frob ").candidates == [])
        #expect(session.completions(forLine: "tap zz").candidates == [])
    }

    @Test func completingChangesNothing() {
        let session = Session()
        let before = session.snapshot
        for line in ["", "tap ", "send cartAdd ", "chain ", "select ", "stop ", "pop to "] {
            _ = session.completions(forLine: line)
        }
        #expect(session.snapshot == before)
    }
}
