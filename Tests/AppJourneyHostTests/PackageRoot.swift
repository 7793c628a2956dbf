import Foundation

/// The package's folder, for the tests that read its committed files: the app's article, the editor
/// schema and the invariants of `Scenarios/`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
