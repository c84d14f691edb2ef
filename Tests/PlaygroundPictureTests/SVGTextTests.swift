import Testing

@testable import PlaygroundPicture

/// Text and numbers as they go into the markup.
@Suite struct SVGTextTests {
    /// Markup characters become entities; control characters, which XML refuses and a browser
    /// would hide, are shown as the terminal shows them; everything else is kept as it is.
    @Test func textIsEscapedAndControlCharactersShown() {
        #expect(SVGText.escaped("Cart (0)") == "Cart (0)")
        #expect(SVGText.escaped("<b>Tom & \"Jerry's\"</b>") == "&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;")
        #expect(SVGText.escaped("a\u{1B}[31mb\u{7}c\u{7F}") == "a^[[31mb^Gc^?")
        #expect(
            SVGText.escaped("x\u{9B}y\u{FFFF}")
                == "x<U+009B>y<U+FFFF>".replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))
        #expect(SVGText.escaped("Wool Coat · €240 ✓ ›") == "Wool Coat · €240 ✓ ›")
    }

    /// Coordinates are written through integers: one decimal at most, no "-0", the same on
    /// every machine.
    @Test func numbersHaveOneDecimalAtMost() {
        let cases: [(Double, String)] = [
            (0, "0"), (12, "12"), (12.5, "12.5"), (12.04, "12"), (12.06, "12.1"), (-3.14, "-3.1"), (-0.01, "0"), (1e6 / 3, "333333.3"),
        ]
        for (value, text) in cases { #expect(SVGText.number(value) == text, "\(value)") }
    }

    @Test func longTextIsWrappedAtSpacesAndCut() {
        #expect(SVGText.wrapped("the cart has 2 items", to: 10) == ["the cart", "has 2", "items"])
        #expect(SVGText.wrapped("ProfileEditingCoordinator", to: 10) == ["ProfileEdi", "tingCoordi", "nator"])
        #expect(SVGText.wrapped("", to: 10) == [""])
        #expect(SVGText.truncated("Confirm item removal", to: 10) == "Confirm i…")
        #expect(SVGText.truncated("Cart", to: 10) == "Cart")
    }
}
