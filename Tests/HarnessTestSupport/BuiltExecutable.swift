import Foundation
import Synchronization
import Testing

/// An executable of the package, as the build left it beside the test bundle, run as a process.
public struct BuiltExecutable: Sendable {
  /// What a run of the executable did.
  public struct Run: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
  }

  /// The executable's name, such as `journey`.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  /// Where the executable is: in the build's products folder, beside the test bundle or above it.
  public var url: URL? {
    var candidates: [URL] = []
    for start in [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
      guard var folder = start?.deletingLastPathComponent() else { continue }
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent(name))
        folder.deleteLastPathComponent()
      }
    }
    return candidates.first { url in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        && FileManager.default.isExecutableFile(atPath: url.path)
    }
  }

  /// Runs the executable with `arguments` in `folder`, in a UTF-8 locale, with `environment` and
  /// nothing else of the test's.
  public func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Run {
    let url = try #require(url, "the \(name) executable is not built; build it with 'swift build --build-tests'")
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
    // Both pipes are drained at once: a child that fills one pipe's buffer while the other is
    // being read to its end would wait for ever.
    let errorData = Mutex(Data())
    let errorsRead = DispatchGroup()
    DispatchQueue.global().async(group: errorsRead) {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
  }
}
