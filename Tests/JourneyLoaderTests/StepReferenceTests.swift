import Foundation
import JourneyLoader
import JourneyModel
import Testing

/// The README's step reference documents exactly the step kinds the loader knows, so the
/// documentation cannot drift from the tool.
@Suite struct StepReferenceTests {
  static let readme: String = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }()

  static var documentedSteps: [String] {
    readme.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("#### `"), line.hasSuffix("`") else { return nil }
      return String(line.dropFirst(6).dropLast())
    }
  }

  @Test func everyStepKindIsDocumented() {
    #expect(Self.documentedSteps == StepKind.allNames)
  }

  @Test(arguments: StepKind.allNames)
  func theLoaderKnowsEveryDocumentedStep(name: String) {
    let file = "name: A\nsteps:\n  - \(name)\n"
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["a.yaml": file]))
    let messages: [String]
    switch loader.load(file: "a.yaml") {
    case .success: messages = []
    case .failure(let diagnostics): messages = diagnostics.all.map(\.message)
    }
    #expect(!messages.contains { $0.hasPrefix("unknown step") }, "\(messages)")
  }

  @Test func anUnknownStepIsNotAccepted() {
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["a.yaml": "name: A\nsteps:\n  - tapp: OK\n"]))
    guard case .failure(let diagnostics) = loader.load(file: "a.yaml") else {
      Issue.record("expected an error")
      return
    }
    #expect(diagnostics.all.map(\.message).first?.hasPrefix("unknown step 'tapp'; did you mean 'tap'?") == true)
  }
}
