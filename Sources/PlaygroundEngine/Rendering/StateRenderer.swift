/// `state`: the app's snapshot as one JSON document, for tests, lessons and people who want the
/// facts without the drawing. Keys come in a fixed order; nothing in it depends on addresses,
/// time or dictionary order, so the same commands always give the same text.
///
/// Written straight into bytes with an explicit stack instead of recursion, so a 100,000-deep
/// hierarchy is linear in time and safe for the thread's stack.
enum StateRenderer {
    /// The document's top-level keys, in its order: `state PART` prints one's value.
    enum Part: String, CaseIterable {
        case visible, window, coordinators, services, model
    }

    static func json(of snapshot: AppSnapshot) -> String {
        var json = JSONWriter()
        json.beginObject()
        for part in Part.allCases {
            json.key(string: part.rawValue)
            write(part, of: snapshot, to: &json)
        }
        json.endObject()
        return json.finish()
    }

    /// One part's value alone, written as the whole document writes it.
    static func json(of snapshot: AppSnapshot, part: Part) -> String {
        var json = JSONWriter()
        write(part, of: snapshot, to: &json)
        return json.finish()
    }

    private static func write(_ part: Part, of snapshot: AppSnapshot, to json: inout JSONWriter) {
        switch part {
        case .visible:
            json.string(snapshot.visible?.description)
        case .window:
            if snapshot.controllers.isEmpty { json.null() } else { window(snapshot.controllers, to: &json) }
        case .coordinators:
            coordinators(snapshot.coordinators, to: &json)
        case .services:
            json.beginObject()
            for service in snapshot.services {
                json.key(string: service.name)
                json.string(service.state)
            }
            json.endObject()
        case .model:
            model(snapshot.model, to: &json)
        }
    }

    /// The controller tree: `stack` for navigation controllers, `children` for the others, then
    /// `presented`.
    private static func window(_ nodes: [AppSnapshot.ControllerNode], to json: inout JSONWriter) {
        enum Step {
            case controller(Int)
            /// After the stack or children: close them, then write what the controller presents.
            case presented(Int?)
            case endObject
        }
        var pending: [Step] = [.controller(0)]
        while let step = pending.popLast() {
            switch step {
            case .controller(let index):
                let node = nodes[index]
                json.beginObject()
                json.key("id")
                json.string(node.id.description)
                json.key("type")
                json.string(node.id.typeName)
                json.key("title")
                json.string(node.title)
                json.key("parentCoordinator")
                json.string(node.parentCoordinator?.description)
                json.key("controls")
                json.beginArray()
                for control in node.controls { write(control, to: &json) }
                json.endArray()
                json.key(node.isNavigation ? "stack" : "children")
                json.beginArray()
                pending.append(.presented(node.presented))
                for child in node.children.reversed() { pending.append(.controller(child)) }
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

    private static func write(_ control: AppSnapshot.Control, to json: inout JSONWriter) {
        json.beginObject()
        json.key("id")
        json.string(control.id)
        json.key("kind")
        json.string(control.kind.rawValue)
        switch control.content {
        case .button(let title, let isEnabled):
            json.key("label")
            json.string(title)
            json.key("enabled")
            json.bool(isEnabled)
        case .field(let placeholder, let text, let isEnabled):
            json.key("label")
            json.string(placeholder)
            json.key("text")
            json.string(text)
            json.key("enabled")
            json.bool(isEnabled)
        case .list(let rows):
            json.key("label")
            json.null()
            json.key("rows")
            json.beginArray()
            for row in rows {
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
        case .label(let text):
            json.key("label")
            json.string(text)
        case .toggle(let title, let isOn, let isEnabled):
            json.key("label")
            json.string(title)
            json.key("on")
            json.bool(isOn)
            json.key("enabled")
            json.bool(isEnabled)
        }
        json.endObject()
    }

    private static func coordinators(_ nodes: [AppSnapshot.CoordinatorNode], to json: inout JSONWriter) {
        enum Step {
            case coordinator(Int)
            /// Closes a coordinator's `children` and the coordinator.
            case end
        }
        var pending: [Step] = [.coordinator(0)]
        while let step = pending.popLast() {
            switch step {
            case .coordinator(let index):
                let node = nodes[index]
                json.beginObject()
                json.key("id")
                json.string(node.id.description)
                json.key("type")
                json.string(node.id.typeName)
                json.key("root")
                json.string(node.root?.description)
                json.key("screens")
                json.beginArray()
                for screen in node.screens { json.string(screen.description) }
                json.endArray()
                json.key("active")
                if let isActive = node.isActive { json.bool(isActive) } else { json.null() }
                json.key("queued")
                json.strings(node.queued)
                json.key("stale")
                json.beginArray()
                for screen in node.stale { json.string(screen.description) }
                json.endArray()
                json.key("router")
                router(node.router, to: &json)
                json.key("children")
                json.beginArray()
                pending.append(.end)
                for child in node.children.reversed() { pending.append(.coordinator(child)) }
            case .end:
                json.endArray()
                json.endObject()
            }
        }
    }

    /// A coordinator's router, or null in a style without routers.
    private static func router(_ router: AppSnapshot.RouterInfo?, to json: inout JSONWriter) {
        guard let router else { return json.null() }
        json.beginObject()
        json.key("id")
        json.string(router.id.description)
        json.key("navigationController")
        json.string(router.navigationController.description)
        json.key("navigationBarHidden")
        json.bool(router.hidesNavigationBar)
        json.key("navigationDelegate")
        json.bool(router.isNavigationDelegate)
        json.key("pendingCompletions")
        json.beginArray()
        for controller in router.pendingCompletions { json.string(controller.description) }
        json.endArray()
        json.endObject()
    }

    /// The model as `JSONEncoder` with sorted keys prints it: members in alphabetical order.
    static func model(_ value: SnapshotValue, to json: inout JSONWriter) {
        enum Step {
            case value(SnapshotValue)
            case member(String, SnapshotValue)
            case endObject
            case endArray
        }
        var pending: [Step] = [.value(value)]
        while let step = pending.popLast() {
            let value: SnapshotValue
            switch step {
            case .value(let next): value = next
            case .member(let key, let next):
                json.key(string: key)
                value = next
            case .endObject:
                json.endObject()
                continue
            case .endArray:
                json.endArray()
                continue
            }
            switch value {
            case .null: json.null()
            case .bool(let bool): json.bool(bool)
            case .int(let int): json.int(int)
            case .double(let double): json.double(double)
            case .string(let string): json.string(string)
            case .array(let elements):
                json.beginArray()
                pending.append(.endArray)
                for element in elements.reversed() { pending.append(.value(element)) }
            case .object(let members):
                json.beginObject()
                pending.append(.endObject)
                for member in members.sorted(by: { $0.key > $1.key }) { pending.append(.member(member.key, member.value)) }
            }
        }
    }
}
