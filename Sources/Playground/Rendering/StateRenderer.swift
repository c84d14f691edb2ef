import Coordinator
import ExampleApp
import HeadlessUIKit

/// `state`: the whole app as one JSON document, for tests, lessons and people who want the
/// facts without the drawing. Keys come in a fixed order; nothing in it depends on addresses,
/// time or dictionary order, so the same commands always give the same text.
///
/// Written straight into bytes while walking the app (no document in memory first), with an
/// explicit stack instead of recursion, so a 100,000-deep hierarchy is linear in time and safe
/// for the thread's stack.
enum StateRenderer {
    static func json(of app: LiveApp) -> String {
        let shop = app.shop
        var json = JSONWriter()
        json.beginObject()
        json.key("visible")
        json.string(app.visibleScreenName)
        json.key("window")
        if let root = shop.window.rootViewController { window(from: root, in: app, to: &json) } else { json.null() }
        json.key("coordinators")
        coordinators(from: shop.appCoordinator, to: &json)
        json.key("services")
        json.beginObject()
        for service in ServiceName.allCases {
            json.key(string: service.rawValue)
            json.string(shop.serviceState(service).rawValue)
        }
        json.endObject()
        json.key("model")
        shop.modelSnapshot.write(to: &json)
        json.endObject()
        return json.finish()
    }

    /// The controller tree: `stack` for navigation controllers, `children` for the others, then
    /// `presented`.
    private static func window(from root: ViewController, in app: LiveApp, to json: inout JSONWriter) {
        enum Step {
            case controller(ViewController)
            /// After the stack or children: close them, then write what the controller presents.
            case presented(ViewController?)
            case endObject
        }
        var pending: [Step] = [.controller(root)]
        while let step = pending.popLast() {
            switch step {
            case .controller(let controller):
                json.beginObject()
                json.key("id")
                json.string(controller.objectName)
                json.key("type")
                json.string(typeName(of: controller.objectName))
                json.key("title")
                json.string(controller.title)
                json.key("parentCoordinator")
                json.string(controller.parentCoordinator?.objectName)
                json.key("controls")
                json.beginArray()
                for view in app.ownViews(of: controller) { control(view, to: &json) }
                json.endArray()
                json.key(controller is NavigationController ? "stack" : "children")
                json.beginArray()
                let children = ControllerTree.children(of: controller)
                pending.append(.presented(children.first { $0.role == .presented }?.controller))
                for child in children.reversed() where child.role != .presented {
                    pending.append(.controller(child.controller))
                }
            case .presented(let presented):
                json.endArray()
                json.key("presented")
                if let presented {
                    pending.append(.endObject)
                    pending.append(.controller(presented))
                } else {
                    json.null()
                    json.endObject()
                }
            case .endObject:
                json.endObject()
            }
        }
    }

    /// A control as `state` lists it; nothing for views a person neither acts on nor reads by id.
    private static func control(_ view: View, to json: inout JSONWriter) {
        guard let id = view.identifier, view is Button || view is TextField || view is TableView || view is Label
        else { return }
        json.beginObject()
        json.key("id")
        json.string(id)
        json.key("kind")
        json.string(ControlKind.of(view).rawValue)
        switch view {
        case let button as Button:
            json.key("label")
            json.string(button.title)
            json.key("enabled")
            json.bool(button.isEnabled)
        case let field as TextField:
            json.key("label")
            json.string(field.placeholder)
            json.key("text")
            json.string(field.displayedText)
            json.key("enabled")
            json.bool(field.isEnabled)
        case let list as TableView:
            json.key("label")
            json.null()
            json.key("rows")
            json.beginArray()
            for row in list.rows {
                json.beginObject()
                json.key("title")
                json.string(row.title)
                json.key("detail")
                json.string(row.detail)
                json.key("checked")
                json.bool(row.isChecked)
                json.endObject()
            }
            json.endArray()
        case let label as Label:
            json.key("label")
            json.string(label.text)
        default:
            break
        }
        json.endObject()
    }

    private static func coordinators(from top: any Coordinating, to json: inout JSONWriter) {
        enum Step {
            case coordinator(any Coordinating)
            /// Closes a coordinator's `children` and the coordinator.
            case end
        }
        var pending: [Step] = [.coordinator(top)]
        while let step = pending.popLast() {
            switch step {
            case .coordinator(let coordinator):
                json.beginObject()
                json.key("id")
                json.string(coordinator.objectName)
                json.key("type")
                json.string(typeName(of: coordinator.objectName))
                json.key("root")
                json.string(coordinator.rootController?.objectName)
                json.key("screens")
                json.beginArray()
                for screen in coordinator.ownScreens { json.string(screen.objectName) }
                json.endArray()
                json.key("active")
                json.bool(coordinator.isActive)
                json.key("queued")
                json.strings(coordinator.queuedMessageNames)
                json.key("stale")
                json.beginArray()
                for screen in coordinator.staleScreens { json.string(screen.objectName) }
                json.endArray()
                json.key("children")
                json.beginArray()
                pending.append(.end)
                for child in coordinator.children.reversed() { pending.append(.coordinator(child)) }
            case .end:
                json.endArray()
                json.endObject()
            }
        }
    }

    /// `NameMatch.typeName(of:)` (the name up to `#`) without walking Characters: when the text
    /// before the `#` and the byte after it are ASCII, the `#` is a Character of its own, so the
    /// bytes before it are the same prefix.
    private static func typeName(of objectName: String) -> Substring {
        let utf8 = objectName.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x80 { break }
            if byte == UInt8(ascii: "#") {
                let next = utf8.index(after: index)
                if next == utf8.endIndex || utf8[next] < 0x80 { return objectName[..<index] }
                break
            }
            index = utf8.index(after: index)
        }
        if index == utf8.endIndex { return objectName[...] }
        return objectName.prefix { $0 != "#" }
    }
}
