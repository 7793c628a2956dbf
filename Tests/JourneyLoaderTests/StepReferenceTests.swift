import Foundation
import JourneyLoader
import JourneyModel
import Testing

/// The guide's step reference (the article `StepReference.md` of the JourneyHarness catalog)
/// documents exactly the step kinds the loader knows, each as its declaration says, so the
/// documentation cannot drift from the tool; and the loader and the writer handle every declared
/// step kind.
@Suite struct StepReferenceTests {
  /// The article's path in the package, for messages.
  static let articlePath = "Sources/JourneyHarness/JourneyHarness.docc/StepReference.md"

  static let article: String = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent(articlePath), encoding: .utf8)) ?? ""
  }()

  static var documentedSteps: [String] {
    article.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("### `"), line.hasSuffix("`") else { return nil }
      return String(line.dropFirst(5).dropLast())
    }
  }

  /// The text of the article's entry of step `name`, its lines joined by spaces; nil when it has
  /// none.
  static func entry(of name: StepKind.Name) -> String? {
    let lines = article.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(of: "### `\(name)`") else { return nil }
    let body = lines[(heading + 1)...].prefix { !$0.hasPrefix("#") }
    return body.joined(separator: " ").trimmingCharacters(in: .whitespaces)
  }

  /// The steps an entry writes as examples: its code spans that start with `- `.
  static func examples(in entry: String) -> [String] {
    entry.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
      index % 2 == 1 && part.hasPrefix("- ") ? String(part) : nil
    }
  }

  @Test func everyStepKindIsDocumented() {
    #expect(Self.documentedSteps == StepKind.allNames)
  }

  @Test func theReferenceHasAnEntryForEachDeclarationAndNoOther() {
    let documented = Self.documentedSteps
    let declared = StepKind.Name.allCases.map(\.rawValue)
    let missing = declared.filter { !documented.contains($0) }
    let extra = documented.filter { !declared.contains($0) }
    #expect(missing.isEmpty, "add to \(Self.articlePath): \(missing.map { "### `\($0)`" })")
    #expect(extra.isEmpty, "remove from \(Self.articlePath), or declare in StepKind.Name: \(extra)")
  }

  @Test(arguments: StepKind.Name.allCases)
  func eachEntryStartsWithTheSummaryAndShowsTheExamplesOfItsDeclaration(name: StepKind.Name) throws {
    let declaration = name.declaration
    let entry = try #require(Self.entry(of: name), "\(Self.articlePath) has no entry '### `\(name)`'")
    let start = entry.prefix(declaration.summary.count)
    #expect(
      entry.hasPrefix(declaration.summary),
      "start the entry of '\(name)' in \(Self.articlePath) with its summary \(declaration.summary.debugDescription), not \(start.debugDescription)")
    let shown = Self.examples(in: entry)
    let missing = declaration.examples.filter { !shown.contains($0) }
    let extra = shown.filter { !declaration.examples.contains($0) }
    #expect(missing.isEmpty, "add to the entry of '\(name)' in \(Self.articlePath): \(missing.map { "`\($0)`" })")
    #expect(extra.isEmpty, "remove from the entry of '\(name)' in \(Self.articlePath), or declare it: \(extra.map { "`\($0)`" })")
  }

  /// Each declared example reads as a step of its kind, and the writer writes it back as text
  /// that reads as the same step.
  @Test(arguments: StepKind.Name.allCases)
  func theLoaderReadsAndTheWriterWritesEachExample(name: StepKind.Name) throws {
    let subflow = "parameters: { email: ada@example.com }\nsteps:\n  - launch\n"
    for example in name.declaration.examples {
      #expect(example == "- \(name)" || example.hasPrefix("- \(name): "), "\(example)")
      let files = ["Flows/j.yaml": "name: A\nsteps:\n  \(example)\n", "Shared/sign-in.subflow.yaml": subflow]
      let loaded = try load(files, path: "Flows/j.yaml").get()
      let step = try #require(loaded.first?.steps.first, "\(example)")
      #expect(step.kind.kindName == name, "\(example)")
      let written = JourneyWriter.stepLines(step)
      let rewritten = "name: A\nsteps:\n" + written.joined(separator: "\n") + "\n"
      let reloaded = try load(files.merging(["Flows/j.yaml": rewritten]) { $1 }, path: "Flows/j.yaml").get()
      let again = try #require(reloaded.first?.steps.first, "\(written)")
      #expect(JourneyWriter.stepLines(again) == written, "\(example)")
    }
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
