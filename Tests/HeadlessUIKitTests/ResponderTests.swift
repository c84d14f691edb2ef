import HeadlessUIKit
import Testing

@Suite struct ResponderTests {
    @Test func namesCountPerTypeWithinOneRuntime() {
        let runtime = Runtime()
        runtime.run {
            let first = ViewController(), second = ViewController(), navigation = NavigationController()
            #expect(first.objectName == "ViewController#1")
            #expect(second.objectName == "ViewController#2")
            #expect(navigation.objectName == "NavigationController#1")
        }
        Runtime().run {
            #expect(ViewController().objectName == "ViewController#1")
        }
    }
}
