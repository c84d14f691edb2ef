import ExampleApp
import Testing
@testable import Playground

/// TAB completion reads the command table for what comes next and the live app for names.
@Suite struct EngineCompletionTests {
    @Test func completesCommandNames() {
        let session = Session()
        #expect(session.completions(forLine: "") == CommandTable.allNames)
        #expect(session.completions(forLine: "st") == ["stack", "state", "start", "stop"])
        #expect(session.completions(forLine: "EX") == ["export", "exit"])
        #expect(session.completions(forLine: "help se") == ["services", "select", "send", "service"])
    }

    @Test func completesControlsOfTheVisibleScreen() {
        let session = Session()
        #expect(session.completions(forLine: "tap ") == ["cart", "account", "buyNow1", "buyNow4"])
        #expect(session.completions(forLine: "tap b") == ["buyNow1", "buyNow4"])
        session.run("select \"Wool Coat\"")
        #expect(session.completions(forLine: "tap a") == ["addToCart"])
        #expect(session.completions(forLine: "ta a") == ["addToCart"])
        session.run("tap cart")
        #expect(session.completions(forLine: "tap ") == ["catalog", "checkout"])
    }

    @Test func completesFieldsAndRowsQuotingTextWithSpaces() {
        let session = Session()
        #expect(session.completions(forLine: "select w") == ["\"Wool Coat\""])
        #expect(session.completions(forLine: "select ") == ["\"Wool Coat\"", "\"Cable Sweater\"", "Coats", "Knitwear", "Shoes"])
        session.run("tap account")
        #expect(session.completions(forLine: "type ") == ["username", "password"])
        #expect(session.completions(forLine: "type username ") == [])
    }

    @Test func completesMessagesTheirArgumentKeysValuesAndTheSender() {
        let session = Session()
        #expect(session.completions(forLine: "send cartA") == ["cartAdd"])
        #expect(session.completions(forLine: "send cartAdd ") == ["product=", "color=", "size=", "from"])
        #expect(session.completions(forLine: "send cartAdd product=1 ") == ["color=", "size=", "from"])
        #expect(session.completions(forLine: "send cartAdd size=x") == ["size=xs", "size=xl"])
        #expect(session.completions(forLine: "send cartStatus from App").contains("AppCoordinator#1"))
        #expect(session.completions(forLine: "send cartStatus from App").contains("Application#1"))
    }

    @Test func completesPagesCoordinatorsServicesChoicesAndLinks() {
        let session = Session()
        #expect(session.completions(forLine: "push c") == ["category", "cart", "cities", "confirmation"])
        #expect(session.completions(forLine: "push category ") == ["coats", "knitwear", "shoes"])
        #expect(session.completions(forLine: "start ") == ["catalog", "cart", "account", "profileEditing", "checkout"])
        #expect(session.completions(forLine: "stop ") == ["AppCoordinator#1", "CatalogCoordinator#1"])
        #expect(session.completions(forLine: "service c") == ["catalog", "cart"])
        #expect(session.completions(forLine: "service cart ") == ["ready", "pending"])
        #expect(session.completions(forLine: "trace o") == ["on", "off"])
        #expect(session.completions(forLine: "export ") == ["dot", "mermaid"])
        #expect(session.completions(forLine: "open shop://p").contains("shop://product/1"))
        #expect(session.completions(forLine: "open ") == DeepLink.examples)
        #expect(session.completions(forLine: "push product ") == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(session.completions(forLine: "push cities ") == ["Volga", "Ural", "Siberia", "\"New York State\"", "Kanto"])
        #expect(session.completions(forLine: "push cities N") == ["\"New York State\""])
        #expect(session.completions(forLine: "present regions ") == [])
        #expect(session.completions(forLine: "pop ") == ["to"])
        session.run("push product 2")
        #expect(session.completions(forLine: "pop to ") == ["HomeViewController#1", "ProductViewController#1"])
    }

    @Test func completesNothingWhereNothingFits() {
        let session = Session()
        #expect(session.completions(forLine: "tree ") == [])
        #expect(session.completions(forLine: "frob ") == [])
        #expect(session.completions(forLine: "tap zz") == [])
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
