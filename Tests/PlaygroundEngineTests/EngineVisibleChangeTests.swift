import TestSupport
import Testing

@testable import PlaygroundEngine

/// What a command changes on the screen in view, said in one line after it, and the errors a
/// newcomer meets first saying what would be accepted.
@Suite struct EngineVisibleChangeTests {
    /// The login screen stays; only its error label answers. That label is the app's reply.
    @Test func aWrongPasswordShowsTheErrorLabelTheScreenShows() {
        let session = Session()
        session.run(["tap account", "type username pavel", "type password wrong"])
        #expect(
            lines(session.run("tap logIn")) == [
                "tapped [Log in]", "LoginViewController#1 shows: \"Wrong username or password\"",
            ])
        #expect(session.run("tap logIn") == "tapped [Log in]", "the same label again is no change")
    }

    @Test func aControlThatBecomesUsableIsReportedWithTheLabels() {
        let session = Session()
        session.run("tap cart")
        let added = lines(session.run("send cartAdd product=1"))
        #expect(added.last == "CartViewController#1 shows: \"Cart (1)\", \"Total: €240\"; [Checkout] enabled")
    }

    @Test func aNewScreenIsNowShowingNotAChangeOfTheOldOne() {
        let session = Session()
        #expect(lines(session.run("tap account")) == ["tapped [Account]", "now showing LoginViewController#1 \"Log in\""])
        #expect(session.run("screen").hasPrefix("LoginViewController#1"), "looking changes nothing and says nothing more")
    }

    @Test func selectTakesTheRestOfTheLineAsTheRowsText() {
        let session = Session()
        #expect(
            lines(session.run("select Wool Coat")) == [
                "selected \"Wool Coat\" in promoted", "now showing ProductViewController#1 \"Wool Coat\"",
            ])
        session.run("back")
        #expect(
            session.run("select Cable  sweater").hasPrefix("selected \"Cable Sweater\" in promoted"),
            "as typed, spaces between words and case aside")
        session.run("back")
        #expect(
            session.refuse("select Wool Cot")
                == "error: unknown row 'Wool Cot' on HomeViewController#1; did you mean Wool Coat?")
    }

    @Test func aRowOfAListStillEmptySaysTheListsAreEmpty() {
        let session = Session(options: .shop("service catalog pending"))
        #expect(
            session.refuse("select Wool Coat")
                == "error: no row 'Wool Coat' on HomeViewController#1: its lists are empty (promoted, categories)")
    }

    @Test func screenOfAScreenNotAliveListsThoseThatAreAndTheFormWithout() {
        let session = Session()
        #expect(
            session.refuse("screen ProfileViewController#1")
                == "error: unknown screen 'ProfileViewController#1' (a screen alive by object name, or by type when one of it is alive: NavigationController#1, HomeViewController#1); `screen` alone shows the visible screen"
        )
    }

    @Test func anUnknownMessageListsTheMessagesOrTheOneMeant() {
        let session = Session()
        let unknown = session.refuse("send foo")
        #expect(unknown.hasPrefix("error: unknown message 'foo' (the app's messages: cartAdd, cartStatus, cartToggle,"))
        #expect(unknown.hasSuffix("accountClose, globalDisplay)"))
        #expect(session.refuse("send cartAd") == "error: unknown message 'cartAd'; did you mean cartAdd?")
        // `who` takes an object too: its refusal says so, with the messages.
        #expect(session.refuse("who fooo").hasPrefix("error: unknown message or object 'fooo': `who` takes a message (the app's: cartAdd,"))
    }
}
