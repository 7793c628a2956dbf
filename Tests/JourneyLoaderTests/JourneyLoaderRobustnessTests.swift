import Foundation
import JourneyLoader
import JourneyModel
import Testing

/// Feeds the loader inputs nobody wrote as journeys, and damaged journeys: each must give
/// journeys or diagnostics located in the file, never a crash or a hang.
@Suite struct JourneyLoaderRobustnessTests {
  /// The YAML test suite's inputs, copied into the YAML parser's test resources.
  static let suiteFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("YAMLTests/Resources/yaml-test-suite").path

  @Test func loadsEveryInputOfTheYAMLTestSuiteFromTheDisk() {
    let loader = JourneyLoader()
    let (files, diagnostics) = loader.discover(paths: [Self.suiteFolder])
    #expect(files.count == 402)
    #expect(diagnostics.all.isEmpty)
    for file in files {
      expectOutcome(of: loader, loading: file)
    }
  }

  @Test func loadsDamagedJourneys() {
    let damaged = Self.damagedJourneys(of: Self.rich)
    let loader = JourneyLoader(
      fileSystem: InMemoryFileSystem(damaged.merging(Self.subflows) { journey, _ in journey }))
    for file in damaged.keys.sorted() {
      expectOutcome(of: loader, loading: file)
    }
  }

  @Test func loadsTheUndamagedJourney() {
    let result = JourneyLoader(
      fileSystem: InMemoryFileSystem(Self.subflows.merging(["j.yaml": Self.rich]) { subflow, _ in subflow })
    )
    .load(file: "j.yaml")
    #expect((try? result.get())?.count == 2)
  }

  @Test func loadsDeepAndWideValues() {
    let deep = String(repeating: "[", count: 250) + String(repeating: "]", count: 250)
    let nestedNot = String(repeating: "{ not: ", count: 120) + "1" + String(repeating: " }", count: 120)
    let inputs = [
      "name: T\ngiven: { a: \(deep) }\nsteps: [launch]\n",
      "name: T\nsteps: [{ expect: { a: \(nestedNot) } }]\n",
      "name: T\nsteps: [{ mock: { a.b: \(deep) } }]\n",
      "name: T\nsteps:\n" + String(repeating: "  - see: ${x}\n", count: 500) + "examples: [{ x: 1 }]\n",
      "name: T\nsteps: [launch]\nexamples: [" + (0..<2000).map { "{ v: \($0) }" }.joined(separator: ", ")
        + "]\n",
    ]
    for (index, input) in inputs.enumerated() {
      let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["\(index).yaml": input]))
      expectOutcome(of: loader, loading: "\(index).yaml")
    }
  }

  /// Loading `file` gives journeys, or errors all located in the files it reads.
  private func expectOutcome(of loader: JourneyLoader, loading file: String) {
    switch loader.load(file: file) {
    case .success(let journeys):
      #expect(!journeys.isEmpty, "\(file)")
    case .failure(let diagnostics):
      #expect(diagnostics.hasErrors, "\(file)")
      for diagnostic in diagnostics.all {
        #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
        #expect(!diagnostic.message.isEmpty, "\(file)")
      }
    }
  }

  static let subflows = [
    "shared/sign-in.subflow.yaml": """
    parameters: { email: null, password: secret }
    steps:
      - type: { text: "${email}", into: Email }
      - type: { text: "${password}", into: Password }
      - tap: Sign In
    """
  ]

  /// A journey using every part of the format.
  static let rich = """
    name: Rich
    description: Everything at once.
    tags: [smoke]
    exhaustive: true
    given:
      signedIn: false
      mocks:
        auth.login: { answer: { token: abc }, latency: 2s }
    steps:
      - launch
      - tap: { label: Delete, id: row-2 }
      - type: { text: "${email}", into: Email }
      - toggle: { label: Notifications, to: on }
      - select: { option: Dark, in: Theme }
      - run: { file: shared/sign-in.subflow.yaml, with: { email: "${email}" } }
      - wait: 300ms
      - settle: 30s
      - network: offline
      - deepLink: "myapp://explore?q=swift"
      - mock: { auth.login: { error: unauthorized } }
      - send: { action: settings.languageChanged, payload: vietnamese }
      - expect: { user.email: "${email}", explore.results: { count: 3 }, auth.error: { not: null } }
      - calls: { auth: [ { login: { email: "${email}" } }, fetchProfile ] }
      - receive: [ auth.loginResponse ]
      - snapshot: { name: login-error, state: [auth, user.profile] }
      - see: "Welcome Back"
    examples:
      - { email: ada@example.com }
      - { email: "" }
    """

  /// Damaged copies of `text`, by file name: each line removed, each line doubled, the text cut
  /// at every tenth character, and characters replaced at positions a seeded generator picks.
  static func damagedJourneys(of text: String) -> [String: String] {
    var damaged: [String: String] = [:]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in lines.indices {
      var without = lines
      without.remove(at: index)
      damaged["removed-\(index).yaml"] = without.joined(separator: "\n")
      var doubled = lines
      doubled.insert(lines[index], at: index)
      damaged["doubled-\(index).yaml"] = doubled.joined(separator: "\n")
    }
    let characters = Array(text)
    for end in stride(from: 0, to: characters.count, by: 10) {
      damaged["cut-\(end).yaml"] = String(characters[..<end])
    }
    var generator = SplitMix64(seed: 0x5EED)
    let replacements = Array(" :-{}[],\"'#&*!|>%@`\t\n$xX0")
    for round in 0..<400 {
      var mutated = characters
      for _ in 0..<3 {
        let position = Int(generator.next() % UInt64(mutated.count))
        mutated[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
      }
      damaged["mutated-\(round).yaml"] = String(mutated)
    }
    return damaged
  }
}

/// A small seeded generator (SplitMix64), so the damage is the same on every run.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
