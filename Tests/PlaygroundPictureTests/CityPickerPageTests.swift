import PlaygroundEngine
import PlaygroundPicture
import TestSupport
import Testing

/// What lessons 7 and 8 ask a learner to look at, on the page alone: the picker's navigation bar
/// readable, and the screens under the picker, which it updates out of sight, listed under the
/// phone with what they show.
@Suite struct CityPickerPageTests {
    static let loggedIn = ["tap account", "type username pavel", "type password coordinator", "tap logIn"]

    static func session(after lines: [String]) -> Session {
        let session = Session()
        for line in loggedIn + lines {
            let result = session.execute(line)
            #expect(!result.isError, "\(line): \(result.output)")
        }
        return session
    }

    /// The Back button's own title would run into "Choose a city": the bar says Back instead.
    /// A short one that fits stays, and the title is never shortened for it.
    @Test func theBackButtonNeverRunsIntoTheTitle() throws {
        let picker = Self.session(after: ["open shop://profile/edit", "tap selectCity"]).picture.phone
        let bars = picker.components(separatedBy: "<g class=\"navigation-bar\">").dropFirst().map { String($0) }
        #expect(bars.last?.texts.prefix(3) == ["‹ Back", "back", "Choose a city"])
        let product = Session()
        #expect(!product.execute("select promoted:1").isError)
        #expect(product.picture.phone.group(classed: "navigation-bar")?.texts == ["‹ Home", "back", "Cable Sweater"])
    }

    /// In the work-cities picker, two choices on the cities screen: the regions screen and the
    /// edit screen under it already show them, and the page lists both, nearest first, with
    /// what each shows; the screen on top is not among them.
    @Test func theScreensUnderThePickerAreListedWithWhatTheyShow() throws {
        let session = Self.session(after: [
            "open shop://profile/edit", "tap selectWorkCities", "select Volga", "select Kazan", "select Samara",
        ])
        let panels = session.picture.panels
        let phone = try #require(panels.range(of: "<section class=\"panel phone\">").map { panels[$0.lowerBound...] })
        let covered = try #require(phone.range(of: "<div class=\"covered\"").map { String(phone[$0.lowerBound...]) })
        let section = String(covered[..<covered.range(of: "</div>")!.upperBound])
        let screens = section.components(separatedBy: "<li><code>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(
            screens == [
                #"RegionsViewController#1 &quot;Choose work cities&quot;"#, #"EditProfileViewController#1 &quot;Edit profile&quot;"#,
                #"ProfileViewController#1 &quot;Profile&quot;"#,
            ])
        #expect(section.contains("Volga (2 of 3 chosen)"))
        #expect(section.contains("<span class=\"id\">workCities</span> Work cities: Kazan, Samara"))
        #expect(!section.contains("CitiesListViewController"))
        // The section belongs to the phone's panel, before the story's.
        #expect(panels.offset(of: "<div class=\"covered\"")! < panels.offset(of: "<section class=\"panel story\"")!)
    }

    /// A screen at the bottom of its stack covers nothing there: no list.
    @Test func aScreenAtTheBottomOfItsStackHasNoList() {
        #expect(!Session().picture.panels.contains("class=\"covered\""))
    }
}
