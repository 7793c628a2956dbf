// swift-tools-version: 6.1
import PackageDescription

// MARK: - Building blocks of the manifest

extension Target.Dependency {
  static let argumentParser: Self = .product(name: "ArgumentParser", package: "swift-argument-parser")
  static let casePaths: Self = .product(name: "CasePaths", package: "swift-case-paths")
  static let clocks: Self = .product(name: "Clocks", package: "swift-clocks")
  static let concurrencyExtras: Self = .product(
    name: "ConcurrencyExtras", package: "swift-concurrency-extras")
  static let customDump: Self = .product(name: "CustomDump", package: "swift-custom-dump")
  static let dependencies: Self = .product(name: "Dependencies", package: "swift-dependencies")
  static let dependenciesMacros: Self = .product(
    name: "DependenciesMacros", package: "swift-dependencies")
  static let flyingSocks: Self = .product(name: "FlyingSocks", package: "FlyingFox")
  static let identifiedCollections: Self = .product(
    name: "IdentifiedCollections", package: "swift-identified-collections")
  static let issueReporting: Self = .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
  static let issueReportingTestSupport: Self = .product(
    name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
  static let orderedCollections: Self = .product(
    name: "OrderedCollections", package: "swift-collections")
}

/// A dependency client of the app and its tests: a struct of endpoints with a test value that
/// fails loudly and a mock configurable as data.
func client(_ name: String, models: Bool = false) -> [Target] {
  let shared: [Target.Dependency] = models ? ["SharedModels"] : []
  return [
    .target(
      name: name,
      dependencies: ["MockKit", "ValueCoding", .dependencies, .dependenciesMacros] + shared),
    .testTarget(
      name: name + "Tests",
      dependencies: [.target(name: name), "MockKit", "ValueCoding", .clocks, .dependencies] + shared),
  ]
}

// MARK: - Targets, grouped: core, clients, features, harness, executables.

/// The small reducer core, the deterministic runtime and the generic building blocks every other
/// target stands on.
let core: [Target] = [
  .target(name: "CTaskIdentity"),
  .target(name: "Prelude"),
  .testTarget(name: "PreludeTests", dependencies: ["Prelude"]),
  .target(
    name: "MockKit",
    dependencies: [
      "Prelude",
      "ValueCoding",
      .dependencies,
    ]
  ),
  .testTarget(name: "MockKitTests", dependencies: ["MockKit", "ReducerCore", "SimulationRuntime", "ValueCoding"]),
  .target(
    name: "ReducerCore",
    dependencies: [
      .casePaths,
      .concurrencyExtras,
      .identifiedCollections,
      .issueReporting,
    ]
  ),
  .testTarget(
    name: "ReducerCoreTests",
    dependencies: ["ReducerCore", "ReducerTesting", .casePaths, .dependencies, .identifiedCollections]
  ),
  .target(
    name: "ReducerTesting",
    dependencies: [
      "ReducerCore",
      "SimulationRuntime",
      .casePaths,
      .customDump,
      .dependencies,
      .issueReporting,
      .issueReportingTestSupport,
    ]
  ),
  .testTarget(
    name: "ReducerTestingTests",
    dependencies: ["ReducerCore", "ReducerTesting", .casePaths, .dependencies, .issueReporting]
  ),
  .target(
    name: "SimulationRuntime",
    dependencies: [
      "CTaskIdentity",
      "Prelude",
      "ReducerCore",
      .casePaths,
      .concurrencyExtras,
      .dependencies,
      .issueReporting,
    ]
  ),
  .testTarget(
    name: "SimulationRuntimeTests",
    dependencies: ["ReducerCore", "SimulationRuntime", .casePaths, .dependencies, .issueReporting]
  ),
  .target(name: "TextUI", dependencies: ["Prelude"]),
  .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
  .target(
    name: "ValueCoding",
    dependencies: [
      "Prelude",
      .orderedCollections,
    ]
  ),
  .testTarget(name: "ValueCodingTests", dependencies: ["Prelude", "ValueCoding"]),
]

/// Dependency clients of the app under test and the models they share.
let clients: [Target] =
  client("ActivityClient", models: true)
  + client("AnalyticsClient")
  + client("AuthClient", models: true)
  + client("KeychainClient")
  + client("NotificationsClient")
  + client("ProfileClient", models: true)
  + client("RemoteConfigClient", models: true)
  + client("SearchClient", models: true)
  + [
    .target(name: "SharedModels"),
    .testTarget(name: "SharedModelsTests", dependencies: ["SharedModels", "ValueCoding"]),
  ]
  + client("SocialSignInClient", models: true)
  + client("StorageClient")
  + client("URLOpenerClient")

/// One target per feature of the app under test, and the root that composes them.
let features: [Target] = [
  .target(
    name: "AppFeature",
    dependencies: [
      "AnalyticsClient", "AuthClient", "AuthFeature", "ExploreFeature", "HomeFeature",
      "KeychainClient", "OnboardingFeature", "ProfileFeature", "Prelude", "ReducerCore", "RemoteConfigClient",
      "SettingsFeature", "SharedModels", "StorageClient", "TextUI",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "AppFeatureTests",
    dependencies: [
      "ActivityClient", "AnalyticsClient", "AppFeature", "AuthClient", "AuthFeature",
      "ExploreFeature", "HomeFeature", "KeychainClient", "MockKit", "NotificationsClient",
      "OnboardingFeature", "ProfileClient", "ProfileFeature", "ReducerCore", "ReducerTesting",
      "RemoteConfigClient", "SearchClient", "SettingsFeature", "SharedModels", "SimulationRuntime",
      "StorageClient", "TextUI", "URLOpenerClient", "ValueCoding",
      .dependencies,
    ]
  ),
  .target(
    name: "AuthFeature",
    dependencies: [
      "AuthClient", "KeychainClient", "ReducerCore", "SharedModels", "SocialSignInClient",
      "StorageClient", "TextUI",
      .casePaths,
      .dependencies,
      .issueReporting,
    ]
  ),
  .testTarget(
    name: "AuthFeatureTests",
    dependencies: [
      "AuthClient", "AuthFeature", "KeychainClient", "MockKit", "ReducerTesting", "SharedModels", "SocialSignInClient", "StorageClient", "TextUI", "ValueCoding",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .target(
    name: "ExploreFeature",
    dependencies: [
      "ReducerCore", "SearchClient", "SharedModels", "TextUI",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "ExploreFeatureTests",
    dependencies: [
      "ExploreFeature", "ReducerTesting", "SearchClient", "SharedModels", "TextUI",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .target(
    name: "HomeFeature",
    dependencies: [
      "ActivityClient", "Prelude", "ReducerCore", "SharedModels", "TextUI",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "HomeFeatureTests",
    dependencies: [
      "ActivityClient", "HomeFeature", "ReducerTesting", "SharedModels", "TextUI",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .target(
    name: "OnboardingFeature",
    dependencies: [
      "ReducerCore", "SharedModels", "StorageClient", "TextUI",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "OnboardingFeatureTests",
    dependencies: [
      "MockKit", "OnboardingFeature", "ReducerTesting", "SharedModels", "StorageClient", "TextUI",
      "ValueCoding",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .target(
    name: "ProfileFeature",
    dependencies: [
      "ProfileClient", "ReducerCore", "SharedModels", "StorageClient", "TextUI", "URLOpenerClient",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "ProfileFeatureTests",
    dependencies: [
      "ProfileClient", "ProfileFeature", "ReducerTesting", "SharedModels", "TextUI", "URLOpenerClient", "ValueCoding",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .target(
    name: "SettingsFeature",
    dependencies: [
      "AuthClient", "NotificationsClient", "ReducerCore", "SharedModels", "StorageClient", "TextUI",
      "URLOpenerClient",
      .casePaths,
      .dependencies,
    ]
  ),
  .testTarget(
    name: "SettingsFeatureTests",
    dependencies: [
      "AuthClient", "NotificationsClient", "ReducerCore", "ReducerTesting", "SettingsFeature",
      "SharedModels", "StorageClient", "TextUI", "URLOpenerClient", "ValueCoding",
      .concurrencyExtras,
      .dependencies,
    ]
  ),
]

/// The journey harness: YAML, the scenario model and loader, the runner and its reports.
let harness: [Target] = [
  .target(
    name: "AppJourneyHost",
    dependencies: [
      "ActivityClient", "AnalyticsClient", "AppFeature", "AuthClient", "AuthFeature", "ExploreFeature",
      "HomeFeature", "JourneyHosting", "JourneyModel", "JourneyReference", "KeychainClient", "MockKit",
      "NotificationsClient", "OnboardingFeature", "ProfileClient", "ProfileFeature",
      "RemoteConfigClient",
      "SearchClient", "SettingsFeature", "SharedModels", "SocialSignInClient", "StorageClient",
      "TextUI", "URLOpenerClient", "ValueCoding",
      .dependencies,
    ]
  ),
  .testTarget(
    name: "AppJourneyHostTests",
    dependencies: [
      "AppJourneyHost", "JourneyLoader", "JourneyModel", "JourneyReference", "JourneyRunner",
      "JourneyTesting",
    ],
    plugins: ["JourneyTestsPlugin"]
  ),
  .systemLibrary(
    name: "CYaml",
    pkgConfig: "yaml-0.1",
    providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
  ),
  .target(
    name: "HarnessTestSupport",
    path: "Tests/HarnessTestSupport"
  ),
  .target(
    name: "PlantedBugsApp",
    dependencies: ["JourneyHosting", "MockKit", "ReducerCore", "TextUI", "ValueCoding", .casePaths, .dependencies],
    path: "Tests/PlantedBugsApp"
  ),
  .executableTarget(
    name: "planted-bugs",
    dependencies: ["JourneyCLI", "PlantedBugsApp"],
    path: "Tests/PlantedBugsTool"
  ),
  .target(name: "JSONCoding", dependencies: ["Prelude"]),
  .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding"]),
  .target(name: "JourneyCoverage", dependencies: ["JourneyReference"]),
  .testTarget(
    name: "JourneyCoverageTests", dependencies: ["JSONCoding", "JourneyCoverage", "JourneyReference", "PlantedBugsApp"]),
  .target(
    name: "JourneyCLI",
    dependencies: [
      "JSONCoding", "JourneyCoverage", "JourneyExplore", "JourneyFiles", "JourneyHosting", "JourneyLoader", "JourneyModel",
      "JourneyReference", "JourneyReportServer", "JourneyReports", "JourneyRunner", "JourneySuite",
      "JourneySuiteCheck", "Prelude", "ValueCoding",
      .argumentParser,
    ]
  ),
  .testTarget(
    name: "JourneyCLITests",
    dependencies: [
      "HarnessTestSupport", "JourneyCLI", "JourneyCoverage", "JourneyExplore", "JourneyFiles", "JourneyHosting", "PlantedBugsApp", "JourneyModel", "JourneyRunner",
      "JourneySuite",
      "MockKit", "ReducerCore", "TextUI", "ValueCoding",
      .argumentParser,
      .dependencies,
    ]
  ),
  // The JourneyHarness product's modules in one import.
  .target(
    name: "JourneyHarness",
    dependencies: [
      "JSONCoding", "JourneyCoverage", "JourneyExplore", "JourneyFiles", "JourneyHosting", "JourneyLoader",
      "JourneyModel", "JourneyReference", "JourneyReports", "JourneyRunner", "JourneySuite", "JourneySuiteCheck",
    ]
  ),
  .target(
    name: "JourneyReference",
    dependencies: ["JSONCoding", "JourneyHosting", "JourneyModel", "MockKit", "Prelude", "ValueCoding"]
  ),
  .testTarget(
    name: "JourneyReferenceTests",
    dependencies: [
      "JourneyHosting", "JourneyReference", "MockKit", "ReducerCore", "TextUI", "ValueCoding",
      .casePaths,
      .dependencies,
    ]
  ),
  .target(name: "JourneyLoader", dependencies: ["JourneyModel", "Prelude", "ValueCoding", "YAML"]),
  .testTarget(name: "JourneyLoaderTests", dependencies: ["JourneyLoader", "JourneyModel", "ValueCoding"]),
  .target(name: "JourneyModel", dependencies: ["ValueCoding"]),
  .testTarget(name: "JourneyModelTests", dependencies: ["JourneyModel", "ValueCoding"]),
  .target(
    name: "JourneyReports",
    dependencies: ["JSONCoding", "JourneyCoverage", "JourneyFiles", "JourneyModel", "JourneyRunner", "JourneySuite", "Prelude", "ValueCoding"]
  ),
  .testTarget(name: "JourneyReportsTests", dependencies: ["JourneyReports", "JourneyRunner"]),
  // Serving an HTML report to accept and reject its golden changes, on FlyingSocks' sockets (no
  // SwiftNIO, and not FlyingFox, whose proxy handler links FoundationNetworking into `journey`).
  .target(
    name: "JourneyReportServer",
    dependencies: ["JourneyFiles", "JourneyReports", "Prelude", .flyingSocks]
  ),
  .testTarget(
    name: "JourneyReportServerTests",
    dependencies: ["HarnessTestSupport", "JourneyFiles", "JourneyReportServer", "JourneyReports", .flyingSocks]
  ),
  .target(
    name: "JourneyExplore",
    dependencies: [
      "JourneyCoverage", "JourneyHosting", "JourneyModel", "JourneyRunner", "MockKit", "Prelude", "SimulationRuntime", "TextUI", "ValueCoding",
    ]
  ),
  .testTarget(
    name: "JourneyExploreTests",
    dependencies: [
      "JourneyCoverage", "JourneyExplore", "JourneyLoader", "JourneyModel", "JourneyRunner", "PlantedBugsApp", "TextUI",
    ]
  ),
  .target(
    name: "JourneyHosting",
    dependencies: ["JourneyModel", "MockKit", "Prelude", "ReducerCore", "TextUI", "ValueCoding", .dependencies]
  ),
  .testTarget(
    name: "JourneyHostingTests",
    dependencies: ["JourneyHosting", "MockKit", "ReducerCore", "TextUI", "ValueCoding", .dependencies]
  ),
  .target(
    name: "JourneyRunner",
    dependencies: [
      "JourneyCoverage", "JourneyHosting", "JourneyModel", "MockKit", "Prelude", "ReducerCore", "SimulationRuntime", "TextUI", "ValueCoding",
      .casePaths,
      .dependencies,
      .issueReporting,
    ]
  ),
  .testTarget(
    name: "JourneyRunnerTests",
    dependencies: [
      "JourneyCoverage", "JourneyHosting", "JourneyLoader", "JourneyModel", "JourneyRunner", "MockKit", "PlantedBugsApp",
      "ReducerCore", "TextUI", "ValueCoding",
      .dependencies,
      .dependenciesMacros,
      .issueReporting,
    ]
  ),
  .target(name: "JourneyFiles", dependencies: ["JSONCoding", "JourneyModel", "JourneyRunner", "Prelude"]),
  .testTarget(
    name: "JourneyFilesTests",
    dependencies: ["HarnessTestSupport", "JSONCoding", "JourneyFiles", "JourneyModel", "JourneyRunner"]
  ),
  .target(
    name: "JourneySuite",
    dependencies: [
      "JourneyCoverage", "JourneyFiles", "JourneyHosting", "JourneyModel", "JourneyRunner", "JourneySuiteCheck", "Prelude",
    ]
  ),
  .testTarget(name: "JourneySuiteTests", dependencies: ["JourneySuite"]),
  .target(
    name: "JourneySuiteCheck",
    dependencies: [
      "JourneyFiles", "JourneyHosting", "JourneyLoader", "JourneyModel", "JourneyReference", "JourneyRunner", "MockKit",
      "Prelude", "ValueCoding",
    ]
  ),
  .target(
    name: "JourneyTesting",
    dependencies: ["JourneyExplore", "JourneyFiles", "JourneyHosting", "JourneyLoader", "JourneyModel", "JourneyRunner", "JourneySuite"]
  ),
  .testTarget(
    name: "JourneyTestingTests",
    dependencies: [
      "HarnessTestSupport", "JourneyFiles", "JourneyHosting", "JourneyModel", "JourneySuite", "JourneyTesting", "MockKit",
      "ReducerCore", "TextUI",
      .dependencies,
    ]
  ),
  .executableTarget(name: "JourneyScaffold", dependencies: ["Prelude"]),
  .testTarget(name: "JourneyScaffoldTests", dependencies: ["HarnessTestSupport"]),
  .plugin(
    name: "JourneyScaffoldPlugin",
    capability: .command(
      intent: .custom(
        verb: "add-journeys",
        description: "Adds journeys to this package: a host, the journey command, the Journeys test suite, a first journey and invariants"),
      permissions: [
        .writeToPackageDirectory(
          reason: "add-journeys writes the host, the journey command, the tests and Scenarios/, and appends to Package.swift and .gitignore")
      ]
    ),
    dependencies: ["JourneyScaffold"]
  ),
  .executableTarget(name: "JourneyTestsGenerator", dependencies: ["Prelude"]),
  .testTarget(name: "JourneyTestsGeneratorTests", dependencies: ["HarnessTestSupport"]),
  .plugin(
    name: "JourneyTestsPlugin",
    capability: .buildTool(),
    dependencies: ["JourneyTestsGenerator"]
  ),
  .target(name: "YAML", dependencies: ["CYaml", "Prelude"]),
  .testTarget(
    name: "YAMLTests",
    dependencies: ["YAML"],
    resources: [.copy("Resources/yaml-test-suite")]
  ),
]

/// Command-line tools.
let executables: [Target] = [
  .executableTarget(
    name: "benchmarks",
    dependencies: [
      "AppFeature", "AppJourneyHost", "JourneyCoverage", "JourneyExplore", "JourneyFiles", "JourneyHosting", "JourneyLoader", "JourneyModel", "JourneyReference", "JourneyRunner",
      "JourneySuite", "MockKit", "Prelude", "ReducerCore", "SharedModels", "SimulationRuntime", "TextUI",
      "ValueCoding",
      .clocks,
      .concurrencyExtras,
      .dependencies,
    ]
  ),
  .executableTarget(name: "journey", dependencies: ["AppJourneyHost", "JourneyCLI"]),
  .testTarget(name: "benchmarksTests", dependencies: ["benchmarks", "JourneyExplore"]),
]

let package = Package(
  name: "journeys",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "SimulationRuntime", targets: ["SimulationRuntime"]),
    .library(name: "ReducerTesting", targets: ["ReducerTesting"]),
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "MockKit", targets: ["MockKit", "ValueCoding"]),
    .library(
      name: "JourneyHarness",
      targets: [
        "JourneyHarness", "JSONCoding", "JourneyModel", "JourneyLoader", "JourneyHosting", "JourneyRunner",
        "JourneyReference", "JourneyFiles", "JourneySuiteCheck", "JourneySuite", "JourneyReports",
        "JourneyExplore", "JourneyCoverage",
      ]),
    .library(name: "JourneyCLI", targets: ["JourneyCLI"]),
    .library(name: "JourneyReportServer", targets: ["JourneyReportServer"]),
    .library(name: "JourneyTesting", targets: ["JourneyTesting"]),
    .plugin(name: "JourneyTestsPlugin", targets: ["JourneyTestsPlugin"]),
    .plugin(name: "JourneyScaffoldPlugin", targets: ["JourneyScaffoldPlugin"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "journey", targets: ["journey"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: core + clients + features + harness + executables
)
