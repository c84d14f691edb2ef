import HeadlessUIKit
import Testing

@Suite struct SwitchTests {
    @Test func aTapFlipsTheSwitchThenTellsWhoListens() {
        Runtime().run {
            let agree = Switch(title: "I agree", identifier: "agree")
            var told: [Bool] = []
            agree.onValueChanged = { told.append($0.isOn) }
            #expect(!agree.isOn)
            #expect(agree.tap())
            #expect(agree.tap())
            #expect(agree.tap())
            #expect(told == [true, false, true])
            #expect(agree.isOn)
        }
    }

    @Test func settingThePositionInCodeTellsNobody() {
        Runtime().run {
            let agree = Switch(title: "I agree", identifier: "agree", isOn: true)
            var told = 0
            agree.onValueChanged = { _ in told += 1 }
            agree.setOn(false, animated: true)
            #expect(!agree.isOn)
            agree.isOn = true
            #expect(agree.isOn)
            #expect(told == 0)
        }
    }

    @Test func aDisabledOrHiddenSwitchIgnoresTaps() {
        Runtime().run {
            let agree = Switch(title: "I agree", identifier: "agree")
            var told = 0
            agree.onValueChanged = { _ in told += 1 }
            agree.isEnabled = false
            #expect(!agree.tap())
            agree.isEnabled = true
            agree.isHidden = true
            #expect(!agree.tap())
            #expect(!agree.isOn)
            #expect(told == 0)
        }
    }
}
