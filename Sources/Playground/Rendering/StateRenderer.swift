import Coordinator
import ExampleApp
import Foundation
import HeadlessUIKit
import OrderedCollections

/// `state`: the whole app as one JSON document, for tests, lessons and people who want the
/// facts without the drawing. Keys come in a fixed order; nothing in it depends on addresses,
/// time or dictionary order, so the same commands always give the same text.
enum StateRenderer {
    static func json(of app: LiveApp) -> String {
        let document = document(of: app)
        let text = JSONWriter.pretty(document)
        JSONValue.dismantle(consume document)
        return text
    }

    static func document(of app: LiveApp) -> JSONValue {
        let shop = app.shop
        var services = OrderedDictionary<String, JSONValue>()
        for service in ServiceName.allCases {
            services[service.rawValue] = .string(shop.serviceState(service).rawValue)
        }
        return .object([
            "visible": .string(app.visibleScreenName),
            "window": shop.window.rootViewController.map { window(from: $0, in: app) } ?? .null,
            "coordinators": coordinators(from: shop.appCoordinator),
            "services": .object(services),
            "model": model(shop.modelSnapshot),
        ])
    }

    /// The controller tree: `stack` for navigation controllers, `children` for the others.
    private static func window(from root: ViewController, in app: LiveApp) -> JSONValue {
        TreeWalk.fold(ControllerTree.Node(controller: root, role: .root), children: ControllerTree.children) { node, values in
            let controller = node.controller
            let edges = zip(ControllerTree.children(of: node), values)
            var members: OrderedDictionary<String, JSONValue> = [
                "id": .string(controller.objectName),
                "type": .string(NameMatch.typeName(of: controller.objectName)),
                "title": .string(controller.title),
                "parentCoordinator": .string(controller.parentCoordinator?.objectName),
                "controls": .array(app.ownViews(of: controller).compactMap(control)),
            ]
            let contained = edges.filter { $0.0.role != .presented }.map(\.1)
            members[controller is NavigationController ? "stack" : "children"] = .array(contained)
            members["presented"] = edges.first { $0.0.role == .presented }?.1 ?? .null
            return .object(members)
        }
    }

    /// A control as `state` lists it; nil for views a person neither acts on nor reads by id.
    private static func control(_ view: View) -> JSONValue? {
        guard let id = view.identifier else { return nil }
        var members: OrderedDictionary<String, JSONValue> = ["id": .string(id), "kind": .string(ControlKind.of(view).rawValue)]
        switch view {
        case let button as Button:
            members["label"] = .string(button.title)
            members["enabled"] = .bool(button.isEnabled)
        case let field as TextField:
            members["label"] = .string(field.placeholder)
            members["text"] = .string(field.displayedText)
            members["enabled"] = .bool(field.isEnabled)
        case let list as TableView:
            members["label"] = .null
            members["rows"] = .array(list.rows.map { row in
                .object(["title": .string(row.title), "detail": .string(row.detail), "checked": .bool(row.isChecked)])
            })
        case let label as Label:
            members["label"] = .string(label.text)
        default:
            return nil
        }
        return .object(members)
    }

    private static func coordinators(from top: any Coordinating) -> JSONValue {
        TreeWalk.fold(top, children: \.children) { (coordinator, children: [JSONValue]) -> JSONValue in
            .object([
                "id": .string(coordinator.objectName),
                "type": .string(NameMatch.typeName(of: coordinator.objectName)),
                "root": .string(coordinator.rootController?.objectName),
                "screens": .strings(coordinator.ownScreens.map(\.objectName)),
                "active": .bool(coordinator.isActive),
                "queued": .strings(coordinator.queuedMessageNames),
                "stale": .strings(coordinator.staleScreens.map(\.objectName)),
                "children": .array(children),
            ])
        }
    }

    private static func model(_ snapshot: some Encodable) -> JSONValue {
        guard let data = try? JSONEncoder().encode(snapshot),
              let value = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return .null }
        return value
    }
}
