import JourneyLoader
import JourneyModel
import Testing

/// Loads the journey file `path` from memory, holding `files`.
func load(
  _ files: [String: String],
  path: String = "j.yaml",
  vocabulary: Vocabulary? = nil
) -> Result<[Journey], Diagnostics> {
  JourneyLoader(fileSystem: InMemoryFileSystem(files), vocabulary: vocabulary).load(file: path)
}

/// The journeys of `text`, loaded as `j.yaml` beside `files`; an issue is recorded when the text
/// does not load.
func journeys(
  _ text: String,
  files: [String: String] = [:],
  vocabulary: Vocabulary? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Journey] {
  switch load(files.merging(["j.yaml": text]) { _, new in new }, vocabulary: vocabulary) {
  case .success(let journeys):
    return journeys
  case .failure(let diagnostics):
    Issue.record("expected the journey to load, but:\n\(diagnostics)", sourceLocation: sourceLocation)
    return []
  }
}

/// The one journey of `text`, loaded as `j.yaml`; an issue is recorded when there is not one.
func journey(
  _ text: String,
  files: [String: String] = [:],
  vocabulary: Vocabulary? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Journey? {
  let loaded = journeys(text, files: files, vocabulary: vocabulary, sourceLocation: sourceLocation)
  guard loaded.count == 1 else {
    if !loaded.isEmpty {
      Issue.record("expected one journey, got \(loaded.count)", sourceLocation: sourceLocation)
    }
    return nil
  }
  return loaded[0]
}

/// The diagnostics of loading `text` as `j.yaml` beside `files`, rendered one a line, or
/// `loaded` when it loads.
func problems(_ text: String, files: [String: String] = [:], vocabulary: Vocabulary? = nil) -> String {
  problems(loading: "j.yaml", files.merging(["j.yaml": text]) { _, new in new }, vocabulary: vocabulary)
}

/// The diagnostics of loading `path` from `files`, rendered one a line, or `loaded` when it
/// loads.
func problems(loading path: String, _ files: [String: String], vocabulary: Vocabulary? = nil) -> String {
  load(files, path: path, vocabulary: vocabulary).failureDescription
}

/// A journey file named `Test` whose steps are `steps`, one a line: step `n` (from 0) is on line
/// `3 + n`, at column 5.
func journeyText(_ steps: String...) -> String {
  "name: Test\nsteps:\n" + steps.map { "  - \($0)\n" }.joined()
}

/// The steps of a journey file with these steps, loaded.
func stepKinds(_ steps: String..., sourceLocation: SourceLocation = #_sourceLocation) -> [StepKind] {
  let text = "name: Test\nsteps:\n" + steps.map { "  - \($0)\n" }.joined()
  return journey(text, sourceLocation: sourceLocation)?.steps.map(\.kind) ?? []
}

/// A location in `j.yaml`, or in `file`.
func at(_ line: Int, _ column: Int, in file: String = "j.yaml") -> FileLocation {
  FileLocation(file: file, line: line, column: column)
}

/// A file system that cannot read some of the files and folders of another.
struct UnreadableFiles: JourneyFileSystem {
  let base: InMemoryFileSystem
  let unreadable: Set<String>

  func itemKind(atPath path: String) -> FileItemKind? {
    base.itemKind(atPath: path)
  }

  func contents(ofFileAtPath path: String) -> [UInt8]? {
    unreadable.contains(path) ? nil : base.contents(ofFileAtPath: path)
  }

  func entryNames(ofFolderAtPath path: String) -> [String]? {
    unreadable.contains(path) ? nil : base.entryNames(ofFolderAtPath: path)
  }
}

extension Result<[Journey], Diagnostics> {
  /// The diagnostics rendered one a line, or `loaded`.
  var failureDescription: String {
    switch self {
    case .success: "loaded"
    case .failure(let diagnostics): diagnostics.description
    }
  }
}
