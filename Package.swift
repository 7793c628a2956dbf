// swift-tools-version: 6.1
import PackageDescription

// MARK: - Targets, grouped: core, clients, features, harness, executables.

/// The small reducer core, the deterministic runtime and the generic building blocks every other
/// target stands on.
let core: [Target] = [
  .target(
    name: "MockKit",
    dependencies: [
      "ValueCoding",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(name: "MockKitTests", dependencies: ["MockKit", "ReducerCore", "SimulationRuntime", "ValueCoding"]),
  .target(
    name: "ReducerCore",
    dependencies: [
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
    ]
  ),
  .testTarget(name: "ReducerCoreTests", dependencies: ["ReducerCore", "ReducerTesting", "SimulationRuntime"]),
  .target(
    name: "ReducerTesting",
    dependencies: [
      "ReducerCore",
      "SimulationRuntime",
      .product(name: "CustomDump", package: "swift-custom-dump"),
      .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
    ]
  ),
  .testTarget(name: "ReducerTestingTests", dependencies: ["ReducerTesting"]),
  .target(
    name: "SimulationRuntime",
    dependencies: [
      "ReducerCore",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
    ]
  ),
  .testTarget(name: "SimulationRuntimeTests", dependencies: ["SimulationRuntime"]),
  .target(name: "TextUI"),
  .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
  .target(
    name: "ValueCoding",
    dependencies: [
      .product(name: "OrderedCollections", package: "swift-collections"),
    ]
  ),
  .testTarget(name: "ValueCodingTests", dependencies: ["ValueCoding"]),
]

/// Dependency clients of the app under test and the models they share.
let clients: [Target] = [
  .target(
    name: "ActivityClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "ActivityClientTests",
    dependencies: [
      "ActivityClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "AnalyticsClient",
    dependencies: [
      "MockKit", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "AnalyticsClientTests",
    dependencies: [
      "AnalyticsClient", "MockKit", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "AuthClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "AuthClientTests",
    dependencies: [
      "AuthClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "KeychainClient",
    dependencies: [
      "MockKit", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "KeychainClientTests",
    dependencies: [
      "KeychainClient", "MockKit", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "NotificationsClient",
    dependencies: [
      "MockKit", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "NotificationsClientTests",
    dependencies: [
      "NotificationsClient", "MockKit", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "ProfileClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "ProfileClientTests",
    dependencies: [
      "ProfileClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "RemoteConfigClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "RemoteConfigClientTests",
    dependencies: [
      "RemoteConfigClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "SearchClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "SearchClientTests",
    dependencies: [
      "SearchClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(name: "SharedModels"),
  .testTarget(name: "SharedModelsTests", dependencies: ["SharedModels", "ValueCoding"]),
  .target(
    name: "SocialSignInClient",
    dependencies: [
      "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "SocialSignInClientTests",
    dependencies: [
      "SocialSignInClient", "MockKit", "SharedModels", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "StorageClient",
    dependencies: [
      "MockKit", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "StorageClientTests",
    dependencies: [
      "StorageClient", "MockKit", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "URLOpenerClient",
    dependencies: [
      "MockKit", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "DependenciesMacros", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "URLOpenerClientTests",
    dependencies: [
      "URLOpenerClient", "MockKit", "ValueCoding",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
]

/// One target per feature of the app under test, and the root that composes them.
let features: [Target] = [
  .target(
    name: "AppFeature",
    dependencies: [
      "AnalyticsClient", "AuthClient", "AuthFeature", "ExploreFeature", "HomeFeature",
      "KeychainClient", "OnboardingFeature", "ProfileFeature", "ReducerCore", "RemoteConfigClient",
      "SettingsFeature", "SharedModels", "StorageClient", "TextUI",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "AppFeatureTests",
    dependencies: [
      "ActivityClient", "AnalyticsClient", "AppFeature", "AuthClient", "AuthFeature",
      "ExploreFeature", "HomeFeature", "KeychainClient", "MockKit", "NotificationsClient",
      "OnboardingFeature", "ProfileClient", "ProfileFeature", "ReducerTesting",
      "RemoteConfigClient", "SearchClient", "SettingsFeature", "SharedModels", "SimulationRuntime",
      "StorageClient", "TextUI", "URLOpenerClient", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "AuthFeature",
    dependencies: [
      "AuthClient", "KeychainClient", "ReducerCore", "SharedModels", "SocialSignInClient",
      "StorageClient", "TextUI",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
    ]
  ),
  .testTarget(
    name: "AuthFeatureTests",
    dependencies: [
      "AuthClient", "AuthFeature", "KeychainClient", "MockKit", "ReducerCore", "ReducerTesting",
      "SharedModels", "SocialSignInClient", "StorageClient", "TextUI", "ValueCoding",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "ExploreFeature",
    dependencies: [
      "ReducerCore", "SearchClient", "SharedModels", "TextUI",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "ExploreFeatureTests",
    dependencies: [
      "ExploreFeature", "ReducerTesting", "SearchClient", "SharedModels", "TextUI",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
    ]
  ),
  .target(
    name: "HomeFeature",
    dependencies: [
      "ActivityClient", "ReducerCore", "SharedModels", "TextUI",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "HomeFeatureTests",
    dependencies: [
      "ActivityClient", "HomeFeature", "ReducerTesting", "SharedModels", "TextUI",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
    ]
  ),
  .target(
    name: "OnboardingFeature",
    dependencies: [
      "ReducerCore", "SharedModels", "StorageClient", "TextUI",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "OnboardingFeatureTests",
    dependencies: [
      "MockKit", "OnboardingFeature", "ReducerTesting", "SharedModels", "StorageClient", "TextUI",
      "ValueCoding",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "ProfileFeature",
    dependencies: [
      "ProfileClient", "ReducerCore", "SharedModels", "StorageClient", "TextUI", "URLOpenerClient",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "ProfileFeatureTests",
    dependencies: [
      "ProfileClient", "ProfileFeature", "ReducerCore", "ReducerTesting", "SharedModels",
      "StorageClient", "TextUI", "URLOpenerClient", "ValueCoding",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "SettingsFeature",
    dependencies: [
      "AuthClient", "NotificationsClient", "ReducerCore", "SharedModels", "StorageClient", "TextUI",
      "URLOpenerClient",
      .product(name: "CasePaths", package: "swift-case-paths"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "SettingsFeatureTests",
    dependencies: [
      "AuthClient", "NotificationsClient", "ReducerCore", "ReducerTesting", "SettingsFeature",
      "SharedModels", "StorageClient", "TextUI", "URLOpenerClient", "ValueCoding",
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
]

/// The journey harness: YAML, the scenario model and loader, the runner and its reports.
let harness: [Target] = [
  .target(
    name: "AppJourneyHost",
    dependencies: [
      "ActivityClient", "AnalyticsClient", "AppFeature", "AuthClient", "AuthFeature",
      "JourneyModel", "JourneyRunner", "KeychainClient", "MockKit", "NotificationsClient",
      "OnboardingFeature", "ProfileClient", "ProfileFeature", "RemoteConfigClient",
      "SearchClient", "SettingsFeature", "SharedModels", "SocialSignInClient", "StorageClient",
      "TextUI", "URLOpenerClient", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "AppJourneyHostTests",
    dependencies: [
      "AppJourneyHost", "JourneyLoader", "JourneyModel", "JourneyRunner", "JourneyTesting", "MockKit",
    ]
  ),
  .systemLibrary(
    name: "CYaml",
    pkgConfig: "yaml-0.1",
    providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
  ),
  .target(
    name: "JourneyCLI",
    dependencies: [
      "JourneyLoader", "JourneyModel", "JourneyRunner", "MockKit", "ValueCoding",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]
  ),
  .testTarget(
    name: "JourneyCLITests",
    dependencies: [
      "JourneyCLI", "JourneyModel", "JourneyRunner", "MockKit", "ReducerCore", "TextUI", "ValueCoding",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(name: "JourneyLoader", dependencies: ["JourneyModel", "ValueCoding", "YAML"]),
  .testTarget(name: "JourneyLoaderTests", dependencies: ["JourneyLoader", "JourneyModel", "ValueCoding"]),
  .target(name: "JourneyModel", dependencies: ["ValueCoding"]),
  .testTarget(name: "JourneyModelTests", dependencies: ["JourneyModel", "ValueCoding"]),
  .target(
    name: "JourneyRunner",
    dependencies: [
      "JourneyModel", "MockKit", "ReducerCore", "SimulationRuntime", "TextUI", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .testTarget(
    name: "JourneyRunnerTests",
    dependencies: [
      "JourneyLoader", "JourneyModel", "JourneyRunner", "MockKit", "ReducerCore", "SimulationRuntime",
      "TextUI", "ValueCoding",
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(
    name: "JourneyTesting",
    dependencies: [
      "JourneyCLI", "JourneyRunner",
      .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
    ]
  ),
  .testTarget(
    name: "JourneyTestingTests",
    dependencies: [
      "JourneyCLI", "JourneyRunner", "JourneyTesting", "MockKit", "ReducerCore", "TextUI",
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .target(name: "YAML", dependencies: ["CYaml"]),
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
      "JourneyLoader", "JourneyModel", "JourneyRunner", "MockKit", "ReducerCore", "SimulationRuntime",
      "TextUI",
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]
  ),
  .executableTarget(name: "journey", dependencies: ["AppJourneyHost", "JourneyCLI"]),
]

let package = Package(
  name: "journeys",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "journey", targets: ["journey"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: core + clients + features + harness + executables
)
