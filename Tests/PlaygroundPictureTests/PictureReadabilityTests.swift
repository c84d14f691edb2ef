import Foundation
import PlaygroundPicture
import TestSupport
import Testing

@testable import PlaygroundEngine

/// The drawings read at any size: no text under 12 px (the page shows them at their natural
/// size, scrolling sideways rather than shrinking), the commands beside the controls dark
/// enough for WCAG AA, a phone of a phone's size whose long screens scroll, a fixed status bar.
@Suite struct PictureReadabilityTests {
    /// Every `font-size` in every drawing, across both apps, a sheet, an alert and a deep stack.
    @Test func noDrawingTextIsUnder12Pixels() throws {
        let items = Session()
        #expect(!items.execute("app items").isError)
        let pictures = [
            Session.shop().picture,
            Session.shop(
                after: "tap account", "type username pavel", "type password coordinator", "tap logIn", "trace all",
                "open shop://profile/city"
            ).picture,
            Session.shop(after: "select Coats", "select Parka", "select navy").picture, items.picture,
            Session.shop(after: "tap account", "tap logIn").picture,
        ]
        for picture in pictures {
            let sizes = picture.panels.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
            #expect(!sizes.isEmpty)
            #expect(sizes.allSatisfy { $0 >= 12 }, "sizes drawn: \(Set(sizes).sorted())")
        }
    }

    /// The hints' grey against every background a hint is drawn on: a control's tint, a list,
    /// the tab bar, an alert. WCAG 2's contrast ratio, from the palette's own colours.
    @Test func hintsMeetWCAGAAContrast() throws {
        for background in [Palette.box, Palette.highlight, Palette.bar, "#f9f9fb"] {
            let ratio = Self.contrast(Palette.hint, background)
            #expect(ratio >= 4.5, "\(Palette.hint) on \(background): \(ratio)")
        }
        let phone = Session.shop().picture.phone
        let hints = phone.components(separatedBy: "class=\"hint\"").dropFirst()
        #expect(hints.count >= 3)
        #expect(hints.allSatisfy { $0.contains("font-size=\"12\"") && $0.prefix(320).contains("fill=\"\(Palette.hint)\"") })
    }

    /// The phone is a phone's size whatever the screen holds: with the regions sheet over the
    /// home screen as tall as with the home screen alone (a longer screen scrolls inside it:
    /// PhoneDrawingTests).
    @Test func aLongScreenScrollsInsideAPhoneOfFixedSize() throws {
        let home = Session.shop().picture.phone
        let regions = Session.shop(
            after: "tap account", "type username pavel", "type password coordinator", "tap logIn", "open shop://profile/city"
        ).picture.phone
        #expect(Self.height(of: home) == Self.height(of: regions))
        #expect(!home.contains("foreignObject"))
        // The list's header is the app's own name for it, as `select federalCities:N` types it.
        #expect(regions.texts.contains("federalCities"))
        #expect(!regions.texts.contains("FEDERALCITIES"))
    }

    /// The status bar: 9:41 and a battery, the same on every picture.
    @Test func theStatusBarShowsAFixedTime() throws {
        let phone = Session.shop(after: "select Coats").picture.phone
        let bar = try #require(phone.group(classed: "status-bar"))
        #expect(bar.texts == ["9:41"])
        #expect(bar.contains("class=\"battery\""))
    }

    /// The Back button has the command that taps it under it.
    @Test func theBackButtonHasItsHint() throws {
        let phone = Session.shop(after: "select Coats").picture.phone
        let bar = try #require(phone.group(classed: "navigation-bar"))
        #expect(bar.texts == ["‹ Home", "back", "Coats"])
    }

    private static func height(of svg: String) -> String {
        String(svg.components(separatedBy: "<rect class=\"device\"")[1].components(separatedBy: "height=\"")[1].prefix { $0 != "\"" })
    }

    /// WCAG 2.1's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
