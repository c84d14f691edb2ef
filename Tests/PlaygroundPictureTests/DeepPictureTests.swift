import HeadlessUIKit
import TestSupport
import Testing

@testable import PlaygroundEngine
@testable import PlaygroundPicture

/// A 100,000-deep chain of coordinators is drawn whole: every box, one under the other, on a
/// thread with a 512 KiB stack.
@Suite struct DeepPictureTests {
    @Test func aHundredThousandDeepCoordinatorChainIsDrawn() throws {
        let depth = 100_000
        var snapshot = try #require(Session().appSnapshot())
        snapshot.coordinators = (0..<depth).map { (index: Int) -> AppSnapshot.CoordinatorNode in
            AppSnapshot.CoordinatorNode(
                id: ObjectName(typeName: "NavigationCoordinator", number: index + 1), root: nil, ownsScreens: false, screens: [],
                isActive: index == depth - 1, queued: [], stale: [], children: index + 1 < depth ? [index + 1] : [])
        }
        let picture = Picture(snapshot: snapshot)
        let svg = onSmallStack { picture.coordinators }
        let lines = svg.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
        #expect(lines.count { $0.hasPrefix("  <g class=\"box") } == depth)
        #expect(lines.contains { $0.hasSuffix(">NavigationCoordinator#100000  ◀ active</text>") })
        // One vertical line: every link goes straight down from its parent's centre.
        let links = lines.filter { $0.hasPrefix("    <path d=\"M") }.map { $0.dropFirst("    <path d=\"M".count) }
        #expect(links.count == depth - 1)
        #expect(links.allSatisfy { link in link.contains("H\(link.prefix { $0 != "," })V") })
    }
}
