extension Scaffold {
  /// The block appended to `manifest`, the text of `Package.swift`: it adds to the manifest's
  /// `package` whatever the manifest looks like, and needs no edit of what is there. When it adds
  /// swift-dependencies to a manifest of tools version 6.1 or later, the first with traits, it
  /// asks for the traits the harness asks for, so that the journey command loads neither
  /// FoundationNetworking nor Combine schedulers.
  func packageBlock(appendedTo manifest: String) -> String {
    let product = { (name: String) in ".product(name: \"\(name)\", package: \"\(journeysPackage)\")" }
    let dependencies = dependenciesPackage ?? "swift-dependencies"
    let starter =
      app == .starter
      ? """
          .target(
            name: "\(names.feature)",
            dependencies: [\(product("ReducerCore")), \(product("TextUI"))]
          ),

        """
      : ""
    let addedDependency =
      dependenciesPackage == nil
      ? """
        package.dependencies += [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"\(
            Self.takesTraits(manifest) ? ", traits: [\"Clocks\", \"Foundation\"]" : ""))
        ]

        """
      : ""
    return """

      \(Self.packageMarker)
      //
      // The app plugged into the journey harness: its host, its journey command and the tests that
      // run the journeys of Scenarios/. The harness needs macOS 15 or later.
      package.platforms = package.platforms ?? [.macOS(.v15)]
      \(addedDependency)package.products += [
        .executable(name: "\(names.command)", targets: ["\(names.command)"])
      ]
      package.targets += [
      \(starter)  .target(
          name: "\(names.host)",
          dependencies: [
            "\(featureTarget)",
            .product(name: "Dependencies", package: "\(dependencies)"),
            \(product("JourneyHarness")),
            \(product("MockKit")),
            \(product("TextUI")),
          ]
        ),
        .executableTarget(
          name: "\(names.command)",
          dependencies: ["\(names.host)", \(product("JourneyCLI"))]
        ),
        .testTarget(
          name: "\(names.tests)",
          dependencies: ["\(names.host)", \(product("JourneyTesting"))],
          plugins: [.plugin(name: "JourneyTestsPlugin", package: "\(journeysPackage)")]
        ),
      ]

      """
  }

  var starterFeature: String {
    """
    import ReducerCore
    import TextUI

    /// A starter feature to replace with the app's: a counter that Add counts up and Reset starts
    /// over, with its screen as text.
    public struct \(names.feature): Reducer {
      public struct State: Equatable, Codable, Sendable {
        public var count = 0

        public init() {}
      }

      public enum Action: Equatable, Sendable, Decodable {
        case addTapped
        case resetTapped
      }

      public init() {}

      public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .addTapped:
          state.count += 1
          return .none
        case .resetTapped:
          state.count = 0
          return .none
        }
      }

      /// The screen the app shows in `state`: journeys see its texts and tap its buttons by their
      /// labels.
      public static func screen(_ state: State) -> Screen<Action> {
        Screen("Counter") {
          Text("Count: \\(state.count)")
          Button("Add") { .addTapped }
          Button("Reset", isDisabled: state.count == 0) { .resetTapped }
        }
      }
    }

    """
  }

  var host: String {
    let screen =
      app == .starter
      ? """
          public func screen(_ state: \(reducer).State) -> Screen<\(reducer).Action> {
            \(reducer).screen(state)
          }
        """
      : """
          /// Fill in: the app's screen in `state` as text, such as `\(reducer).screen(state)`, built
          /// with TextUI: journeys see its texts and tap, type and pick by its labels.
          public func screen(_ state: \(reducer).State) -> Screen<\(reducer).Action> {
            Screen("\(names.base)") {
              Text("The screen of \(reducer) goes here")
            }
          }
        """
    let imports = ["Dependencies", "JourneyHarness", "MockKit", featureTarget, "TextUI"].sorted()
    return """
      \(imports.map { "import \($0)\n" }.joined())
      /// The app plugged into the journey harness, which never imports it: how to build its store,
      /// what it shows, and what journeys may set and check. `swift run \(names.command) describe`
      /// lists what journeys can use.
      ///
      /// The harness's defaults do the rest until the app needs more: `launchAction` and the other
      /// life cycle actions, `deepLinkAction(url:)`, `networkAction(_:)`, `prepare(world:given:)`,
      /// and `notes` (what each `given` key means, the screens); `stateValue(_:)` and
      /// `action(path:payload:)`, for `expect` and `send` steps, need an `Encodable` state and a
      /// `Decodable` action.
      public struct \(names.host): JourneyHost {
        public typealias Feature = \(reducer)

        /// Fill in: the host's keys of a journey's `given`, beside the harness's `mocks`, `now`,
        /// `timeZone`, `locale` and `network`: a property for each, such as what the app saved on
        /// an earlier launch, read in `prepare(world:given:)` or `initialState(given:world:)`.
        public struct Given: Decodable, Sendable {}

        /// Makes the host.
        public init() {}

        /// Fill in: the descriptor of each mock of the app's dependency clients, such as
        /// `MockCatalog([PantryClient.mockDescriptor])`, so that `given.mocks`, `mock` and `calls`
        /// steps know them.
        public var mockCatalog: MockCatalog { MockCatalog([]) }

        public func initialState(given: Given, world: MockWorld) -> \(reducer).State {
          \(reducer).State()
        }

        public func reducer() -> \(reducer) {
          \(reducer)()
        }

        /// Fill in: each of the app's dependencies pointed at its mock, such as
        /// `dependencies.pantryClient = .mock(world)`. The clock, date, UUIDs and random numbers
        /// are already the runtime's.
        public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

      \(screen)
      }

      """
  }

  var command: String {
    """
    import JourneyCLI
    import \(names.host)

    JourneyTool.main(host: \(names.host)())

    """
  }

  var journeysSuite: String {
    """
    import JourneyTesting
    import \(names.host)
    import Testing

    /// Every journey of `Scenarios/`, one test per file (written by the journey tests plugin), in CI
    /// mode: no golden file is written, and a missing, different or obsolete one fails.
    @Suite struct Journeys: JourneyTestSuite {
      static let host = \(names.host)()
      static let journeyCommand: String? = "\(names.command)"
    }

    """
  }

  var invariantsTest: String {
    """
    import JourneyTesting
    import Testing

    /// The app keeps `\(names.invariantsFile)` on random journeys from launch, as
    /// `\(names.command) explore --invariants \(names.invariantsFile)` explores them. A violation
    /// is an issue at the invariant in its file, with the shrunk journey, ready to save under
    /// `Scenarios/`.
    @Suite struct InvariantsTests {
      @Test func randomJourneysFromLaunchKeepEveryInvariant() {
        Journeys.checkInvariants(in: "\(names.invariantsFile)")
      }
    }

    """
  }

  var journey: String {
    switch app {
    case .starter:
      """
      name: Add counts up and Reset starts over
      steps:
        - launch
        - screen: Counter
        - see: "Count: 0"
        - tap: Add
        - tap: Add
        - see: "Count: 2"
        - expect: { count: 2 }
        - tap: Reset
        - see: "Count: 0"

      """
    case .existing:
      """
      # Fill in: what a person sees at launch (see: …), what they do (tap: …) and what follows.
      # swift run \(names.command) describe lists the screens, actions and state paths.
      name: The app launches
      steps:
        - launch

      """
    }
  }

  var invariants: String {
    let invariant =
      app == .starter
      ? """
          - name: The count is never negative
            check:
              - expect: { count: { atLeast: 0 } }
        """
      : """
          - name: No screen says something went wrong
            check:
              - notSee: Something went wrong
        """
    return """
      # What the app keeps after every step, whatever a person or the world does:
      #   swift run \(names.command) explore --invariants \(names.invariantsFile)
      invariants:
      \(invariant)

      """
  }

  /// Whether `manifest` declares a tools version of 6.1 or later, whose package dependencies take
  /// traits.
  static func takesTraits(_ manifest: String) -> Bool {
    // The first line, as SwiftPM reads it: spaces and case do not count.
    let line = manifest.prefix { $0 != "\n" }.lowercased().filter { $0 != " " }
    let prefix = "//swift-tools-version:"
    guard line.hasPrefix(prefix) else { return false }
    let numbers = line.dropFirst(prefix.count).prefix { $0 != ";" }.split(separator: ".").map { Int($0) ?? 0 }
    return (numbers.first ?? 0, numbers.dropFirst().first ?? 0) >= (6, 1)
  }
}
