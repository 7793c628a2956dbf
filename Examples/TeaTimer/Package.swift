// swift-tools-version: 6.1
import PackageDescription

extension Target.Dependency {
  static let casePaths: Self = .product(name: "CasePaths", package: "swift-case-paths")
  static let dependencies: Self = .product(name: "Dependencies", package: "swift-dependencies")
  static let dependenciesMacros: Self = .product(
    name: "DependenciesMacros", package: "swift-dependencies")
  static let journeyCLI: Self = .product(name: "JourneyCLI", package: "journeys")
  static let journeyHarness: Self = .product(name: "JourneyHarness", package: "journeys")
  static let journeyTesting: Self = .product(name: "JourneyTesting", package: "journeys")
  static let mockKit: Self = .product(name: "MockKit", package: "journeys")
  static let reducerCore: Self = .product(name: "ReducerCore", package: "journeys")
  static let reducerTesting: Self = .product(name: "ReducerTesting", package: "journeys")
  static let textUI: Self = .product(name: "TextUI", package: "journeys")
}

/// Tea Timer: an app outside the `journeys` package that adopts its reducer core, text view
/// models, mocks and journey harness.
let package = Package(
  name: "TeaTimer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "teatimer-journey", targets: ["teatimer-journey"])
  ],
  dependencies: [
    .package(name: "journeys", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    // The clocks and Foundation values the app reads, the traits the harness asks for: the
    // journey command then loads neither FoundationNetworking nor Combine schedulers.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Clocks", "Foundation"]),
  ],
  targets: [
    // Dependency clients: a struct of endpoints, a failing test value, a mock configurable as data.
    .target(name: "TeaCatalogClient", dependencies: [.mockKit, .dependencies, .dependenciesMacros]),
    .target(name: "PreferencesClient", dependencies: [.mockKit, .dependencies, .dependenciesMacros]),

    // The app: reducers and the text view model of each screen.
    .target(
      name: "TeaTimerFeature",
      dependencies: [
        "PreferencesClient", "TeaCatalogClient", .casePaths, .dependencies, .reducerCore, .textUI,
      ]
    ),
    .testTarget(
      name: "TeaTimerFeatureTests",
      dependencies: [
        "PreferencesClient", "TeaCatalogClient", "TeaTimerFeature", .mockKit, .reducerTesting,
      ]
    ),

    // The app plugged into the journey harness, its command-line tool and its test.
    .target(
      name: "TeaTimerJourneyHost",
      dependencies: [
        "PreferencesClient", "TeaCatalogClient", "TeaTimerFeature",
        .dependencies, .journeyHarness, .mockKit, .textUI,
      ]
    ),
    .executableTarget(name: "teatimer-journey", dependencies: ["TeaTimerJourneyHost", .journeyCLI]),
    .testTarget(
      name: "TeaTimerJourneyTests",
      dependencies: ["TeaTimerJourneyHost", .journeyTesting],
      plugins: [.plugin(name: "JourneyTestsPlugin", package: "journeys")]
    ),
  ]
)
