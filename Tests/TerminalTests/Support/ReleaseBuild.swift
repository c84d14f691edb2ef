import Foundation

/// The release build `make install` copies, when one was made.
enum ReleaseBuild {
    static let absence = "no release build beside the tests' debug build ('make release' makes one; this test installs it, never builds it)"

    /// `.build/<platform>/release`, beside the debug folder the tests run from, when it holds
    /// what `make install` copies.
    static let folder: URL? = {
        guard let debugProgram = try? BuiltProgram.url() else { return nil }
        let folder = debugProgram.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("release")
        let products = [
            "coordinator-playground", "coordinator-playground-view", "CoordinatorPlayground_PlaygroundLessons.resources",
            "CoordinatorPlayground_ShopHost.resources", "CoordinatorPlayground_ItemsHost.resources",
        ]
        let complete = products.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        return complete ? folder : nil
    }()
}
