import Foundation

/// The package's own folders, found from where this file sits: tests run inside a checkout, so
/// they read the real `transcripts/`, `lessons/` and docs without shipping them as resources.
package enum PackagePaths {
    /// The package root (this file is `Tests/TestSupport/PackagePaths.swift`).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder by its path from the package root: `transcripts`, `README.md`.
    package static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `url(relativePath).path`.
    package static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }
}
