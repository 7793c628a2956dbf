import Foundation

/// One input of the YAML test suite (github.com/yaml/yaml-test-suite, MIT licensed), copied into
/// the test resources: `<id>/in.yaml`, with an empty `<id>/error` file when a conforming parser
/// must reject the input.
struct YAMLTestSuiteCase: Sendable, CustomStringConvertible {
  /// The suite's test id, with the number of the sub-test if any (`4MUZ/01`).
  let id: String
  /// The input text.
  let input: [UInt8]
  /// Whether a conforming parser must reject the input.
  let mustBeRejected: Bool

  var description: String { id }

  /// Every input of the suite, ordered by id.
  static let all: [YAMLTestSuiteCase] = {
    guard let root = Bundle.module.url(forResource: "yaml-test-suite", withExtension: nil),
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    let rootPath = root.standardizedFileURL.path + "/"
    return files.compactMap { file -> YAMLTestSuiteCase? in
      guard let file = file as? URL, file.lastPathComponent == "in.yaml",
        let input = FileManager.default.contents(atPath: file.path)
      else { return nil }
      let folder = file.deletingLastPathComponent().standardizedFileURL
      return YAMLTestSuiteCase(
        id: String(folder.path.dropFirst(rootPath.count)),
        input: Array(input),
        mustBeRejected: FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("error").path)
      )
    }
    .sorted { $0.id < $1.id }
  }()

  /// The inputs a conforming parser must reject.
  static var invalid: [YAMLTestSuiteCase] { all.filter(\.mustBeRejected) }

  /// The inputs a conforming parser must accept.
  static var valid: [YAMLTestSuiteCase] { all.filter { !$0.mustBeRejected } }
}
