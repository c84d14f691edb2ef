import Testing

@testable import PlaygroundEngine
@testable import TextLayout

/// A table meets the width: its gaps close, from the left, before its last column would be
/// broken mid-phrase; when even that is not enough its alignment stays and the phrase starts on
/// a row of its own.
@Suite("Table layout")
struct TableLayoutTests {
    private func chain(after lines: [String], width: Int) -> [String] {
        let session = Session()
        session.run(lines)
        return TextLayout.lines(of: session.execute("chain").lines, width: width, plain: true).map(\.text)
    }

    @Test("At 132 columns the chain is as aligned, two spaces apart")
    func chainAt132() {
        #expect(
            chain(after: ["tap cart"], width: 132) == [
                "1  CartViewController#1    view controller",
                "2  NavigationController#1  navigation controller  via parent",
                "3  CartCoordinator#1       coordinator            via parentCoordinator",
                "4  AppCoordinator#1        coordinator            via parent",
                "5  ShopSceneDelegate#1     scene delegate         via override",
                "6  Window#1                window                 via override",
                "7  Application#1           application            via next",
                "8  ShopAppDelegate#1       app delegate           via next",
            ])
    }

    @Test("At 80 columns the chain fits as aligned, every reason whole beside its row")
    func chainAt80() {
        #expect(
            chain(after: ["tap cart"], width: 80) == [
                "1  CartViewController#1    view controller",
                "2  NavigationController#1  navigation controller  via parent",
                "3  CartCoordinator#1       coordinator            via parentCoordinator",
                "4  AppCoordinator#1        coordinator            via parent",
                "5  ShopSceneDelegate#1     scene delegate         via override",
                "6  Window#1                window                 via override",
                "7  Application#1           application            via next",
                "8  ShopAppDelegate#1       app delegate           via next",
            ])
    }

    @Test("At 60 columns the columns stay aligned, and a reason that cannot fit beside its row starts on one of its own")
    func chainAt60() {
        #expect(
            chain(after: ["tap cart"], width: 60) == [
                "1  CartViewController#1    view controller",
                "2  NavigationController#1  navigation controller  via parent",
                "3  CartCoordinator#1       coordinator",
                "                           via parentCoordinator",
                "4  AppCoordinator#1        coordinator            via parent",
                "5  ShopSceneDelegate#1     scene delegate",
                "                           via override",
                "6  Window#1                window",
                "                           via override",
                "7  Application#1           application            via next",
                "8  ShopAppDelegate#1       app delegate           via next",
            ])
    }

    @Test("No width breaks a reason, however deep the chain", arguments: [60, 80, 132])
    func noReasonBroken(width: Int) {
        let deep = ["tap account", "type username pavel", "type password coordinator", "tap logIn", "tap editProfile", "tap selectCity"]
        let rows = chain(after: deep, width: width)
        #expect(rows.allSatisfy { $0.terminalCells <= width })
        // Each step but the first has its reason on one row, whole, at the row's end.
        let reasons = [
            "parent", "parentCoordinator", "override", "presentingViewController", "next", "superview", "its controller",
        ]
        let steps = rows.filter { $0.drop { $0 == " " }.first?.isNumber == true }
        let via = rows.compactMap { row in row.range(of: "via ").map { String(row[$0.upperBound...]) } }
        #expect(steps.count >= 10)
        #expect(via.count == steps.count - 1)
        #expect(via.allSatisfy { reasons.contains($0) }, "\(via)")
    }

    @Test("Gaps close from the left only as far as it takes")
    func gapsCloseFromTheLeft() {
        let table = [["1", "Name", "kind", "via reason"], ["2", "LongerName", "kind", "via reason"]]
        #expect(TableLayout.rows(of: table, width: 35) == ["1  Name        kind  via reason", "2  LongerName  kind  via reason"])
        #expect(TableLayout.rows(of: table, width: 30) == ["1 Name        kind  via reason", "2 LongerName  kind  via reason"])
        #expect(TableLayout.rows(of: table, width: 29) == ["1 Name       kind  via reason", "2 LongerName kind  via reason"])
    }
}
