import Foundation

/// What the scaffold adds to a package: the files it writes, the block it appends to
/// `Package.swift` and the lines it appends to `.gitignore`.
struct Scaffold {
  /// The app's root reducer the host plugs in.
  enum App: Equatable {
    /// A starter feature the scaffold writes, a counter, for a package with no reducer yet.
    case starter
    /// A reducer of the package: its target and its type.
    case existing(target: String, reducer: String)
  }

  /// A file the scaffold writes, by path relative to the package, and what it is for.
  struct File: Equatable {
    let path: String
    let text: String
    let summary: String
  }

  let names: ScaffoldNames
  let app: App
  /// The identity the package gives the journeys package, which its products are named with.
  let journeysPackage: String
  /// The identity the package gives swift-dependencies, or `nil` when it does not depend on it
  /// yet: then the block adds it.
  let dependenciesPackage: String?

  /// The first line of the block appended to `Package.swift`, by which a second run knows it.
  static let packageMarker = "// MARK: - Journeys, added by swift package add-journeys"

  /// What `.gitignore` gets: the harness's run reports and traces, and the new golden files a
  /// failing run writes beside the old ones.
  static let ignoredPaths = [".journey/", "*.new"]

  /// The app's feature target.
  var featureTarget: String {
    switch app {
    case .starter: names.feature
    case .existing(let target, _): target
    }
  }

  /// The app's root reducer type.
  var reducer: String {
    switch app {
    case .starter: names.feature
    case .existing(_, let reducer): reducer
    }
  }

  /// The targets the block adds, each with the folder of its sources.
  var targets: [(name: String, folder: String)] {
    let starter = app == .starter ? [(names.feature, "Sources/" + names.feature)] : []
    return starter + [
      (names.host, "Sources/" + names.host),
      (names.command, "Sources/" + names.command),
      (names.tests, "Tests/" + names.tests),
    ]
  }

  /// The first journey, relative to the package.
  var journeyFile: String {
    app == .starter ? "Scenarios/counter.yaml" : "Scenarios/launch.yaml"
  }

  /// Every file the scaffold writes, in the order it lists them.
  var files: [File] {
    let starter =
      app == .starter
      ? [File(path: "Sources/\(names.feature)/\(names.feature).swift", text: starterFeature, summary: "a starter feature, a counter, to replace with the app's")]
      : []
    return starter + [
      File(
        path: "Sources/\(names.host)/\(names.host).swift", text: host,
        summary: "the host plugging \(reducer) into the journey harness: fill in what its comments say"),
      File(path: "Sources/\(names.command)/main.swift", text: command, summary: "the journey command"),
      File(
        path: "Tests/\(names.tests)/Journeys.swift", text: journeysSuite,
        summary: "the Journeys suite: one test per journey file of Scenarios/"),
      File(
        path: "Tests/\(names.tests)/InvariantsTests.swift", text: invariantsTest,
        summary: "checks the invariants on random journeys from launch"),
      File(path: journeyFile, text: journey, summary: "a first journey, which passes"),
      File(path: names.invariantsFile, text: invariants, summary: "what the app keeps after every step"),
    ]
  }

  /// `.gitignore`'s text (empty when there is none) with the ignored paths it lacks appended, or
  /// `nil` when it has them all.
  func gitignore(_ text: String) -> String? {
    let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let missing = Self.ignoredPaths.filter { !lines.contains($0) }
    guard !missing.isEmpty else { return nil }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    return text + separator + "# Journeys: run reports and traces, and the golden files a failing run writes\n"
      + missing.map { $0 + "\n" }.joined()
  }
}
