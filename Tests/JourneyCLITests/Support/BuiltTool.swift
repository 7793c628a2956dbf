import Foundation
import Testing

/// The built `journey` executable, which plugs in the app's host, run as a process.
enum BuiltTool {
  /// Where the executable is: beside the test bundle, in the build's products folder.
  static let url: URL? = {
    var candidates: [URL] = []
    for start in [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
      guard var folder = start?.deletingLastPathComponent() else { continue }
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("journey"))
        folder.deleteLastPathComponent()
      }
    }
    return candidates.first { url in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        && FileManager.default.isExecutableFile(atPath: url.path)
    }
  }()

  /// What a run of the executable did.
  struct Run {
    var status: Int32
    /// Standard output, real durations written `(…)`.
    var output: String
    var errors: String
  }

  /// Runs `journey arguments` in `folder`, in a UTF-8 locale, outside CI unless `environment`
  /// says otherwise.
  static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Run {
    let url = try #require(url, "the journey executable is not built; build it with 'swift build --product journey'")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: withoutDurations(String(decoding: outputData, as: UTF8.self)),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
