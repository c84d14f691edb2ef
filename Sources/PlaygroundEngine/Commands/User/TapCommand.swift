import Foundation
import HeadlessUIKit
import PlaygroundHost

enum TapCommand {
    static let definition = CommandDefinition(
        "tap", family: .user,
        forms: [CommandForm(ArgumentSlot("CONTROL", .control)), CommandForm(ArgumentSlot("CONTROL", .control), .keyword("twice"))],
        changesApp: true,
        summary: "tap a button of the visible screen, a tab, a switch (`twice`: faster than any animation)",
        details: .naming { app in
            """
            CONTROL is the button's id, as `screen` shows it, or the start of exactly one button's id; a tab
            of the tab bar under the screen is tapped by its id too, and a switch flips. The button's action
            runs, as under a finger: \(app.words.tapLeadsTo).

            `tap CONTROL twice` taps the same control twice in one turn of the run loop, before anything
            the first tap started has ended: a person faster than the animation, the double tap that
            pushes two screens (or crashes) in real apps unless the code guards against it.
            """
        },
        examples: .naming { app in ["tap " + app.helpExamples.button, "tap " + app.helpExamples.button + " twice"] }
    ) { invocation throws(CommandError) in
        let control = try invocation.app.tappable(invocation.arguments[0])
        let tap: () -> Bool = {
            if let button = control as? Button { return button.tap() }
            return (control as? Switch)?.tap() ?? false
        }
        let title = (control as? Button)?.title ?? (control as? Switch)?.title ?? ""
        guard invocation.arguments.count == 2 else {
            invocation.changingApp { _ in _ = tap() }
            guard let toggle = control as? Switch else { return CommandOutput("tapped [\(title)]") }
            return CommandOutput("switched \(toggle.title) \(toggle.isOn ? "on" : "off")")
        }
        let second = invocation.changingApp { _ in
            _ = tap()
            return tap()
        }
        guard second else {
            return CommandOutput(
                "tapped [\(title)] twice; the second tap did nothing: the first left it \(control.isHidden ? "hidden" : "disabled")"
            )
        }
        return CommandOutput("tapped [\(title)] twice, faster than any animation")
    }
}
